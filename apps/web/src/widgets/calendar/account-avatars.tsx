import { CALENDAR_LIMITS, type EventAccount } from '@lodestar/core';

function initials(label: string): string {
  const name = label.split('@')[0] ?? label;
  const parts = name.split(/[\s._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '?') + (parts[1]?.[0] ?? '')).toUpperCase();
}

/** Stable colour per account, from the design tokens' hues. */
function hue(id: string): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

/** Up to 3 account avatars, then +N (initials drawn here: no outside avatar service). */
export function AccountAvatars({ accounts }: { accounts: readonly EventAccount[] }) {
  const shown = accounts.slice(0, CALENDAR_LIMITS.avatarsShown);
  const more = accounts.length - shown.length;
  return (
    <span className="cal-avatars" aria-label={`Calendars: ${accounts.map((account) => account.label).join(', ')}`} role="img">
      {shown.map((account) => (
        <span key={account.id} className="cal-avatar" style={{ ['--cal-hue' as string]: hue(account.id) }} title={account.label}>
          {initials(account.label)}
        </span>
      ))}
      {more > 0 && <span className="cal-avatar cal-avatar--more">+{more}</span>}
    </span>
  );
}
