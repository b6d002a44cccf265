import { JOIN_LABELS, timeRangeLabel, type CalendarEvent } from '@lodestar/core';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Markdown } from '../../components/ui/markdown';
import { viewerTimeZone } from './calendar-api';
import { openMeeting } from './use-meeting-alerts';

interface EventDetailsProps {
  event: CalendarEvent | null;
  onClose(): void;
}

/** The detail modal: Time, Location, Description, Calendar(s), and the join button named by the service. */
export function EventDetails({ event, onClose }: EventDetailsProps) {
  const url = event?.meetingUrl;
  return (
    <Dialog open={event !== null} onOpenChange={(open) => !open && onClose()} title={event?.title ?? ''}>
      {event && (
        <div className="cal-details">
          <dl className="cal-details__list">
            <dt>Time</dt>
            <dd>{event.isAllDay ? 'All day' : timeRangeLabel(new Date(event.start), new Date(event.end), viewerTimeZone())}</dd>
            {event.location && (
              <>
                <dt>Location</dt>
                <dd className="cal-details__wrap">{event.location}</dd>
              </>
            )}
            {event.description && (
              <>
                <dt>Description</dt>
                <dd className="cal-details__wrap">
                  <Markdown>{event.description}</Markdown>
                </dd>
              </>
            )}
            <dt>{event.accounts.length > 1 ? 'Calendars' : 'Calendar'}</dt>
            <dd>
              <ul className="cal-details__accounts">
                {event.accounts.map((account) => (
                  <li key={account.id}>{account.label}</li>
                ))}
              </ul>
            </dd>
          </dl>
          {url && (
            <div className="ui-dialog__actions">
              <Button onClick={() => openMeeting(url)}>
                {JOIN_LABELS[event.meetingService ?? 'other']}
              </Button>
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}
