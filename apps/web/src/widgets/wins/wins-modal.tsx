import { useState } from 'react';
import { CaretLeft, CaretRight, Plus, Trophy } from '@phosphor-icons/react';
import { WIN_MESSAGES, winPosition, type Win } from '@lodestar/core';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { useWins } from './use-wins';
import { WinCard } from './win-card';
import { WinForm } from './win-form';

type View = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; win: Win };

interface WinsModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** 'Your Wins': one win at a time, newest first, with previous and next; add, edit and delete. */
export function WinsModal({ open, onOpenChange }: WinsModalProps) {
  const { wins, add, update, remove } = useWins();
  const [view, setView] = useState<View>({ kind: 'list' });
  const [index, setIndex] = useState(0);
  const [deleting, setDeleting] = useState<Win | null>(null);
  const current = Math.min(index, Math.max(wins.length - 1, 0));
  const win = wins[current];

  const change = (next: boolean) => {
    if (!next) {
      setView({ kind: 'list' });
      setIndex(0);
    }
    onOpenChange(next);
  };

  const saved = () => {
    // Saving returns to the first (newest) win.
    setIndex(0);
    setView({ kind: 'list' });
  };

  return (
    <Dialog open={open} onOpenChange={change} title="Your Wins" size="lg" className="wins-modal">
      {view.kind === 'add' && (
        <WinForm
          onCancel={() => setView({ kind: 'list' })}
          onSave={(content, date) => {
            add(content, date, Date.now());
            saved();
          }}
        />
      )}
      {view.kind === 'edit' && (
        <WinForm
          win={view.win}
          onCancel={() => setView({ kind: 'list' })}
          onSave={(content, date) => {
            update(view.win, content, date, Date.now());
            saved();
          }}
        />
      )}
      {view.kind === 'list' && !win && (
        <div className="wins-empty">
          <Trophy size={40} aria-hidden="true" />
          <h3>No Wins Yet</h3>
          <p>Record your first win: big or small, it counts.</p>
          <Button onClick={() => setView({ kind: 'add' })}>
            <Plus size={16} aria-hidden="true" /> Add New Win
          </Button>
        </div>
      )}
      {view.kind === 'list' && win && (
        <>
          <nav className="wins-nav" aria-label="Wins navigation">
            <button type="button" className="ui-icon-button" aria-label="Previous win" disabled={current === 0} onClick={() => setIndex(current - 1)}>
              <CaretLeft size={20} aria-hidden="true" />
            </button>
            <span className="wins-nav__position" aria-live="polite">
              {winPosition(current, wins.length)}
            </span>
            <button
              type="button"
              className="ui-icon-button"
              aria-label="Next win"
              disabled={current >= wins.length - 1}
              onClick={() => setIndex(current + 1)}
            >
              <CaretRight size={20} aria-hidden="true" />
            </button>
          </nav>
          <WinCard win={win} onEdit={() => setView({ kind: 'edit', win })} onDelete={() => setDeleting(win)} />
          <div className="ui-dialog__actions">
            <Button onClick={() => setView({ kind: 'add' })}>
              <Plus size={16} aria-hidden="true" /> Add New Win
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title="Delete win"
        message={WIN_MESSAGES.deleteConfirm}
        confirmLabel="Delete"
        destructive
        onConfirm={() => {
          if (deleting) remove(deleting.id);
          setDeleting(null);
        }}
      />
    </Dialog>
  );
}
