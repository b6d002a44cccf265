import { useId } from 'react';
import { THEME_IDS, THEMES, effectiveThemeId, settingsSection, type ThemeId } from '@lodestar/core';
import { useSection } from '../../lib/sync';
import { useTheme } from '../../lib/theme';
import { hasPerks, usePerks } from './perks-store';
import { YearlyBadge, YearlyUpsell } from './yearly-lock';
import './themes.css';

interface ThemePickerProps {
  userId: string | null;
  onChangePlan(): void;
}

/**
 * Settings > Appearance: the product's look and the yearly plan's exclusive themes. Everyone sees every
 * theme; only an account the server grants the yearly perks can choose one (the others carry a 'Yearly
 * plan' badge and a way to change plan). The choice is synced with the other settings.
 */
export function ThemePicker({ userId, onChangePlan }: ThemePickerProps) {
  const perks = usePerks(userId);
  const granted = hasPerks(perks);
  const { resolved } = useTheme();
  const { data, setField } = useSection(settingsSection);
  const shown = effectiveThemeId(data.appearance.theme, granted);
  const baseId = useId();
  return (
    <fieldset className="theme-picker" aria-busy={perks.state === 'unknown' && userId !== null}>
      <legend className="settings-choices__legend">Style</legend>
      <div className="theme-picker__grid">
        {THEME_IDS.map((id: ThemeId) => {
          const theme = THEMES[id];
          const locked = id !== 'default' && !granted;
          const pal = theme.palettes[resolved];
          const describedBy = `${baseId}-${id}-about`;
          const labelledBy = `${baseId}-${id}-name`;
          return (
            <label key={id} className="theme-card" data-locked={locked || undefined}>
              <input
                type="radio"
                name="style"
                value={id}
                checked={shown === id}
                disabled={locked}
                // Named by the theme's name alone; its description and the badge are its description.
                aria-labelledby={labelledBy}
                aria-describedby={describedBy}
                onChange={() => setField('appearance', { theme: id })}
              />
              <span className="theme-card__swatch" aria-hidden="true" style={{ background: pal.bg, borderColor: pal.border, fontFamily: theme.fontDisplay }}>
                <span style={{ background: pal.surface, color: pal.text }}>Aa</span>
                <span className="theme-card__dot" style={{ background: pal.primary }} />
              </span>
              <span className="theme-card__name" id={labelledBy}>
                {theme.name}
              </span>
              <span className="theme-card__about" id={describedBy}>
                {theme.description}
                {locked && <YearlyBadge />}
              </span>
            </label>
          );
        })}
      </div>
      {!granted && <YearlyUpsell what="Exclusive themes" onChangePlan={onChangePlan} />}
    </fieldset>
  );
}
