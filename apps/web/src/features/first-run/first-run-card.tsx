import { useEffect, useMemo, useState } from 'react';
import { CheckCircle, Circle, X } from '@phosphor-icons/react';
import { bookmarksSection, firstRunOpen, firstRunSteps, settingsSection, startPageSection, type FirstRunStepId } from '@lodestar/core';
import { useSection, useSyncStatus } from '../../lib/sync';
import { useMinuteClock } from '../../lib/use-minute-clock';
import { localDayKey } from '../start-page/day-key';
import { useCalendarCount } from './use-calendar-count';
import './first-run.css';

interface FirstRunCardProps {
  /** What each step's button does (the shell opens the widget, panel or field that does it). */
  onStep(step: FirstRunStepId): void;
}

/**
 * A new subscriber's one card under the centre: four steps that make the page theirs, each ticking off
 * from their own data, on every device. Dismissed or done, it closes for good (synced).
 */
export function FirstRunCard({ onStep }: FirstRunCardProps) {
  const settings = useSection(settingsSection);
  const bookmarks = useSection(bookmarksSection);
  const startPage = useSection(startPageSection);
  const closed = settings.data.firstRun.closed;
  // The server's copy first (once; later writes unsynced for a moment change nothing): a second device
  // never shows a card the user dismissed elsewhere.
  const serverSeen = useServerSeen();
  const ready = settings.ready && bookmarks.ready && startPage.ready && serverSeen;
  const calendarAccounts = useCalendarCount(ready && !closed);
  const dayKey = localDayKey(useMinuteClock());

  const steps = useMemo(
    () =>
      firstRunSteps({
        bookmarkCount: Object.keys(bookmarks.data.links).length,
        calendarAccounts,
        background: startPage.data.background,
        focus: startPage.data.focus,
        dayKey,
      }),
    [bookmarks.data.links, calendarAccounts, startPage.data, dayKey],
  );
  const open = ready && firstRunOpen(steps, closed);
  const allDone = steps.every((step) => step.done);
  const { setField } = settings;
  // Done once is done: a bookmark deleted later or tomorrow's empty focus does not bring the card back.
  useEffect(() => {
    if (ready && allDone && !closed) setField('firstRun', { closed: true });
  }, [ready, allDone, closed, setField]);

  if (!open) return null;
  return (
    <section className="widget ui-surface first-run" aria-labelledby="first-run-title">
      <header className="first-run__header">
        <h2 id="first-run-title" className="first-run__title">
          Make this page yours
        </h2>
        <button type="button" className="icon-button" aria-label="Dismiss Make this page yours" onClick={() => setField('firstRun', { closed: true })}>
          <X size={18} aria-hidden="true" />
        </button>
      </header>
      <ol className="first-run__steps">
        {steps.map((step) => (
          <li key={step.id} className={step.done ? 'first-run__step first-run__step--done' : 'first-run__step'} data-step={step.id}>
            {step.done ? (
              <>
                <CheckCircle size={20} weight="fill" className="first-run__mark" aria-hidden="true" />
                <span className="first-run__label">{step.label}</span>
                <span className="visually-hidden">(done)</span>
              </>
            ) : (
              <>
                <Circle size={20} className="first-run__mark" aria-hidden="true" />
                <button type="button" className="first-run__action" onClick={() => onStep(step.id)}>
                  {step.label}
                </button>
                {step.progress && <span className="first-run__progress">{step.progress}</span>}
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** True from the first time this page has had the server's copy of the account's data (or has no server). */
function useServerSeen(): boolean {
  const { mode, synced } = useSyncStatus();
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (mode === 'anonymous' || synced) setSeen(true);
  }, [mode, synced]);
  return seen;
}
