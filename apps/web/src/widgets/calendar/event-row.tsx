import { Lightning, VideoCamera } from '@phosphor-icons/react';
import { eventTimeLine, isEventCurrent, isMergedEvent, JOIN_LABELS, plural, rowLocation, type CalendarEvent } from '@lodestar/core';
import { viewerTimeZone } from './calendar-api';
import { AccountAvatars } from './account-avatars';
import { openMeeting } from './use-meeting-alerts';

interface EventRowProps {
  event: CalendarEvent;
  now: Date;
  onOpen(event: CalendarEvent): void;
}

/**
 * One event: its title, its time said once ('1:30 – 2:15 PM · in 1h 16m'), a place (never a bare link),
 * the accounts and merged marker, and a Join button when it has a meeting link.
 */
export function EventRow({ event, now, onOpen }: EventRowProps) {
  const current = isEventCurrent(event, now);
  const location = rowLocation(event.location);
  const url = event.meetingUrl;
  const merged = `Merged from ${plural(event.accounts.length, 'account')}`;
  return (
    <li className={current ? 'cal-row cal-row--current' : 'cal-row'} aria-current={current ? 'true' : undefined}>
      <div className="cal-row__main">
        {/* The button spans the whole row (CSS), so the row opens the details from anywhere. */}
        <button type="button" className="cal-row__open" onClick={() => onOpen(event)}>
          {event.title}
        </button>
        <span className="cal-row__time">{eventTimeLine(event, now, viewerTimeZone())}</span>
        {location && <span className="cal-row__location">{location}</span>}
      </div>
      <div className="cal-row__side">
        <div className="cal-row__marks">
          {isMergedEvent(event) && (
            <span className="cal-row__merged" role="img" aria-label={merged} title={merged}>
              <Lightning size={16} weight="fill" aria-hidden="true" />
            </span>
          )}
          <AccountAvatars accounts={event.accounts} />
        </div>
        {url && (
          <button
            type="button"
            className="ui-button ui-button--secondary cal-row__join"
            aria-label={`${JOIN_LABELS[event.meetingService ?? 'other']}: ${event.title}`}
            onClick={() => openMeeting(url)}
          >
            <VideoCamera size={16} aria-hidden="true" />
            Join
          </button>
        )}
      </div>
    </li>
  );
}
