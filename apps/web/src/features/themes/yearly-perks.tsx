import { useEffect, type ReactNode } from 'react';
import { effectiveThemeId, settingsSection } from '@lodestar/core';
import { useSection } from '../../lib/sync';
import { applyPalette, paletteCss, rememberPalette } from '../../lib/theme/palette';
import { FocusMode } from './focus-mode';
import { hasPerks, usePerks } from './perks-store';

/** How long the remembered palette may paint before the server confirms it again, at most. */
const REMEMBER_MS = 7 * 86_400_000;

/**
 * The yearly plan's perks on the dashboard, loaded after its first card: the theme the synced settings
 * name, shown only once the server says this account has the perks (a monthly subscriber whose settings
 * name an exclusive theme, after a downgrade or from a restored backup, sees the default), and Labs'
 * focus mode. Until the server answers, the page keeps what index.html painted from the last answer.
 */
export function YearlyPerks({ userId, pomodoro }: { userId: string; pomodoro: ReactNode }) {
  const perks = usePerks(userId);
  const requested = useSection(settingsSection).data.appearance.theme;
  const known = perks.state === 'known';
  const granted = hasPerks(perks);
  const periodEnd = perks.state === 'known' ? perks.periodEnd : null;

  useEffect(() => {
    if (!known) return;
    const id = effectiveThemeId(requested, granted);
    applyPalette(document, id);
    const until = Math.min(periodEnd ?? Number.POSITIVE_INFINITY, Date.now() + REMEMBER_MS);
    rememberPalette(window.localStorage, granted ? { theme: id, user: userId, until, css: paletteCss(id) } : null);
  }, [known, granted, requested, periodEnd, userId]);

  return granted ? <FocusMode pomodoro={pomodoro} /> : null;
}
