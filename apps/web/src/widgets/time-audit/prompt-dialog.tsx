import { useEffect, useId, useState, type FormEvent } from 'react';
import { checkTaskName, lastTaskLine, matchingSuggestions, recentTasks, TIME_AUDIT_LIMITS, type Energy, type TimeAuditData, type TimeEntry } from '@lodestar/core';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { EnergyButtons } from './energy-buttons';
import type { NewEntry } from './use-time-audit';
import { TaskInput } from './task-input';
import './time-audit.css';
import './prompt-dialog.css';

interface Props {
  open: boolean;
  onClose(): void;
  data: TimeAuditData;
  entries: TimeEntry[];
  onTrack(entry: NewEntry): void;
}

/** The prompt 'What are you working on?': task, energy, suggestions, Recent chips, Skip and Track Task. */
export function PromptDialog({ open, onClose, data, entries, onTrack }: Props) {
  const errorId = useId();
  const [task, setTask] = useState('');
  const [energy, setEnergy] = useState<Energy | null>(null);
  const [error, setError] = useState<string | null>(null);

  // A fresh form each time it opens; it closes by itself after 5 minutes (spec 002 §9).
  useEffect(() => {
    if (!open) return;
    setTask('');
    setEnergy(null);
    setError(null);
    const timer = window.setTimeout(onClose, TIME_AUDIT_LIMITS.popupAutoCloseMs);
    return () => window.clearTimeout(timer);
  }, [open, onClose]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTaskName(task);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    onTrack({ task: checked.task, energy });
    onClose();
  };

  const suggestions = matchingSuggestions(data.suggestions, task, data.settings.autoSuggestCount);
  const recent = recentTasks(entries);
  const last = lastTaskLine(entries, Date.now());

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title="What are you working on?" className="ta-prompt">
      <form className="ta-prompt__form" onSubmit={submit} noValidate aria-label="Track a task">
        {last && <p className="ta-muted">{last}</p>}
        <TaskInput
          value={task}
          onChange={(value) => {
            setTask(value);
            setError(null);
          }}
          suggestions={suggestions}
          onPick={(suggestion) => {
            setTask(suggestion.task);
            if (suggestion.energy) setEnergy(suggestion.energy);
            setError(null);
          }}
          invalid={error !== null}
          errorId={error ? errorId : undefined}
        />
        {error && (
          <p id={errorId} className="ta-error" role="alert">
            {error}
          </p>
        )}
        {recent.length > 0 && (
          <div className="ta-chips" role="group" aria-label="Recent">
            <span className="ta-muted">Recent</span>
            {recent.map((name) => (
              <button key={name} type="button" className="ta-chip" onClick={() => setTask(name)}>
                {name}
              </button>
            ))}
          </div>
        )}
        <EnergyButtons value={energy} onChange={setEnergy} />
        <div className="ui-dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            Skip
          </Button>
          <Button type="submit">Track Task</Button>
        </div>
      </form>
    </Dialog>
  );
}
