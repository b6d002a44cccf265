import { Play, Plus, Stop } from '@phosphor-icons/react';
import { auditStats, formatCountdown, type TimeAuditData, type TimeEntry } from '@lodestar/core';
import { useNow } from './use-now';

interface Props {
  data: TimeAuditData;
  entries: TimeEntry[];
  onAddEntry(): void;
  onToggleTracking(): void;
}

/** The header under the title 'Time & Energy Audit' (the card's or the panel's): tracking status with the countdown, Add Entry, the start/stop toggle and the three stats. */
export function AuditHeader({ data, entries, onAddEntry, onToggleTracking }: Props) {
  const tracking = data.settings.enabled;
  const now = useNow(tracking);
  const stats = auditStats(entries, new Date(now));
  const status =
    tracking && data.nextPromptTime !== null ? `Tracking - Next: ${formatCountdown(data.nextPromptTime - now)}` : tracking ? 'Tracking' : 'Not Tracking';

  return (
    <div className="ta-header">
      <div className="ta-header__row">
        <p className="ta-status" data-tracking={tracking}>
          <span className="ta-status__dot" aria-hidden="true" />
          {status}
        </p>
        <div className="ta-header__actions">
          <button type="button" className="ui-button ui-button--secondary ta-small-button" onClick={onAddEntry}>
            <Plus size={16} aria-hidden="true" />
            Add Entry
          </button>
          <button
            type="button"
            className={`ui-button ta-small-button ${tracking ? 'ui-button--secondary' : 'ui-button--primary'}`}
            aria-pressed={tracking}
            onClick={onToggleTracking}
          >
            {tracking ? <Stop size={16} aria-hidden="true" /> : <Play size={16} aria-hidden="true" />}
            {tracking ? 'Stop Tracking' : 'Start Tracking'}
          </button>
        </div>
      </div>
      <dl className="ta-stats">
        <div>
          <dt>Today</dt>
          <dd>{stats.today}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{stats.total}</dd>
        </div>
        <div>
          <dt>Energy</dt>
          <dd className={`ta-energy-stat ta-energy-stat--${stats.tone}`}>{stats.energyPercent === null ? '–' : `${stats.energyPercent}%`}</dd>
        </div>
      </dl>
    </div>
  );
}
