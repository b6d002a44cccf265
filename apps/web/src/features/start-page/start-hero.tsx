import { clockPeriod, formatClock, greetingLine, settingsSection, startPageSection } from '@lodestar/core';
import { useSection } from '../../lib/sync';
import { useMinuteClock } from '../../lib/use-minute-clock';
import { localDayKey } from './day-key';
import { FocusLine } from './focus-line';
import { StartBackdrop } from './start-backdrop';
import './start-page.css';

const DATE = new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric' });

/** Who the greeting names (the shell's user, or null in the demo). */
export interface StartHeroUser {
  name?: string | null;
  email?: string | null;
}

/**
 * The centre of the start page: a large clock (12 or 24 hours, Settings > Appearance), today's date, a
 * greeting by the time of day and today's focus, over the day's background. The clock is a live value:
 * index.html's script sets the picture's copy to the time it is shown (data-snapshot-clock), as formatClock does.
 */
export function StartHero({ user }: { user: StartHeroUser | null }) {
  const now = useMinuteClock();
  const { hour12 } = useSection(settingsSection).data.clock;
  const chosenName = useSection(startPageSection).data.greeting.name;
  const hour = now.getHours();
  const minute = now.getMinutes();
  const dayKey = localDayKey(now);
  return (
    <section className="start-hero" aria-label="Today" data-toasts-avoid="always">
      <StartBackdrop dayKey={dayKey} />
      <p className="start-hero__clock" data-snapshot-clock={hour12 ? '12' : '24'}>
        <time dateTime={`${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`}>{formatClock(hour, minute, hour12)}</time>
        {hour12 && (
          <span className="start-hero__period" data-clock-period="">
            {clockPeriod(hour)}
          </span>
        )}
      </p>
      <p className="start-hero__date">{DATE.format(now)}</p>
      <h1 className="start-hero__greeting">{greetingLine(hour, user, chosenName)}</h1>
      <FocusLine dayKey={dayKey} />
    </section>
  );
}
