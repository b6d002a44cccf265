import { Lightning } from '@phosphor-icons/react';
import { countdownLabel, dayLabel, isEventCurrent, isMergedEvent, type CalendarEvent, plural } from '@lodestar/core';
import { viewerTimeZone } from './calendar-api';
import { AccountAvatars } from './account-avatars';
import { formatTime, timeRange } from './event-format';

interface EventRowProps {
  event: CalendarEvent;
  now: Date;
  onOpen(event: CalendarEvent): void;
}

/** One event: day label, start, countdown, title, location, time range, accounts, merged marker. */
export function EventRow({ event, now, onOpen }: EventRowProps) {
  const current = isEventCurrent(event, now);
  const start = new Date(event.start);
  return (
    <li className={current ? 'cal-row cal-row--current' : 'cal-row'} aria-current={current ? 'true' : undefined}>
      <div className="cal-row__when">
        <span className="cal-row__day">{dayLabel(start, now, viewerTimeZone())}</span>
        <span className="cal-row__start">{event.isAllDay ? 'All day' : formatTime(event.start)}</span>
        <span className="cal-row__countdown">{countdownLabel(start, now)}</span>
      </div>
      <div className="cal-row__main">
        {/* The button spans the whole row (CSS), so the row opens the details from anywhere. */}
        <button type="button" className="cal-row__open" onClick={() => onOpen(event)}>
          {event.title}
        </button>
        {event.location && <span className="cal-row__location">{event.location}</span>}
        <span className="cal-row__range">{timeRange(event)}</span>
      </div>
      <div className="cal-row__side">
        {isMergedEvent(event) && (
          <span className="cal-row__merged" role="img" aria-label={`Merged from ${plural(event.accounts.length, 'account')}`} title={`Merged from ${plural(event.accounts.length, 'account')}`}>
            <Lightning size={16} weight="fill" aria-hidden="true" />
          </span>
        )}
        <AccountAvatars accounts={event.accounts} />
      </div>
    </li>
  );
}
