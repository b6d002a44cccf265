import { PencilSimple, Trash } from '@phosphor-icons/react';
import { longWinDate, type Win } from '@lodestar/core';
import { Markdown } from '../../components/ui/markdown';

interface WinCardProps {
  win: Win;
  onEdit(): void;
  onDelete(): void;
}

/** One win: its long-form date, the text as sanitised markdown, edit and delete. */
export function WinCard({ win, onEdit, onDelete }: WinCardProps) {
  return (
    <article className="win-card" aria-label={longWinDate(win.date)}>
      <header className="win-card__header">
        <time className="win-card__date" dateTime={new Date(win.date).toISOString()}>
          {longWinDate(win.date)}
        </time>
        <div className="win-card__actions">
          <button type="button" className="ui-icon-button" aria-label="Edit win" title="Edit" onClick={onEdit}>
            <PencilSimple size={18} aria-hidden="true" />
          </button>
          <button type="button" className="ui-icon-button" aria-label="Delete win" title="Delete" onClick={onDelete}>
            <Trash size={18} aria-hidden="true" />
          </button>
        </div>
      </header>
      <Markdown className="win-card__text">{win.content}</Markdown>
    </article>
  );
}
