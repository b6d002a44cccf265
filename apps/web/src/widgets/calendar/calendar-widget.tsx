import { useState } from 'react';
import { ArrowClockwise, GearSix } from '@phosphor-icons/react';
import { CALENDAR_LIMITS, upcomingEvents, type CalendarEvent, plural } from '@lodestar/core';
import { useCommand } from '../../lib/commands';
import { AddAccountDialog, type AddAccountKind } from './add-account-dialog';
import { CalendarSettings } from './calendar-settings';
import { refreshCalendar, useCalendar } from './calendar-store';
import { ConnectState } from './connect-state';
import { EventDetails } from './event-details';
import { EventRow } from './event-row';
import { useNow } from './use-now';
import './calendar-widget.css';

/** 'Today's Events': today's events of every linked account, merged on the server. */
export function CalendarWidget() {
  const calendar = useCalendar();
  const now = useNow();
  const [showSettings, setShowSettings] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const [selected, setSelected] = useState<CalendarEvent | null>(null);
  const [adding, setAdding] = useState<AddAccountKind | null>(null);
  // The palette's 'Add calendar feed' (an ICS link).
  useCommand('calendar.addFeed', () => setAdding('ics'));

  const events = upcomingEvents(calendar.events, now, CALENDAR_LIMITS.eventsShown);
  const shown = showAll ? events : events.slice(0, CALENDAR_LIMITS.eventsCollapsed);
  const hidden = events.length - CALENDAR_LIMITS.eventsCollapsed;

  return (
    <div className="cal-widget">
      <div className="cal-toolbar">
        <button
          type="button"
          className="icon-button"
          aria-label="Refresh events"
          title="Refresh events"
          disabled={calendar.refreshing}
          onClick={() => void refreshCalendar()}
        >
          <ArrowClockwise size={18} aria-hidden="true" className={calendar.refreshing ? 'cal-spin' : undefined} />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label="Calendar settings"
          title="Calendar settings"
          aria-expanded={showSettings}
          onClick={() => setShowSettings((open) => !open)}
        >
          <GearSix size={18} aria-hidden="true" />
        </button>
      </div>

      {showSettings ? (
        <CalendarSettings calendar={calendar} onAddAccount={() => setAdding('ics')} />
      ) : calendar.phase === 'loading' ? (
        <p className="cal-state cal-muted" role="status">
          Loading events...
        </p>
      ) : calendar.phase === 'notConnected' || calendar.phase === 'expired' ? (
        <ConnectState expired={calendar.phase === 'expired'} googleEnabled={calendar.googleEnabled} onAdd={setAdding} />
      ) : events.length === 0 ? (
        <div className="cal-state">
          <h3 className="cal-state__title">No upcoming events</h3>
          <p className="cal-muted">Enjoy your free time!</p>
        </div>
      ) : (
        <>
          <ul className="cal-list" aria-label="Today's events">
            {shown.map((event) => (
              <EventRow key={event.id} event={event} now={now} onOpen={setSelected} />
            ))}
          </ul>
          {hidden > 0 && (
            <button type="button" className="cal-more" aria-expanded={showAll} onClick={() => setShowAll((all) => !all)}>
              {showAll ? 'Show less' : `Show ${plural(hidden, 'more event')}`}
            </button>
          )}
        </>
      )}

      <EventDetails event={selected} onClose={() => setSelected(null)} />
      {adding && (
        <AddAccountDialog
          open
          initialKind={adding}
          googleEnabled={calendar.googleEnabled}
          onOpenChange={(open) => !open && setAdding(null)}
        />
      )}
    </div>
  );
}
