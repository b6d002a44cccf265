import { useState } from 'react';
import { Fire, GearSix } from '@phosphor-icons/react';
import { itemStreak, overallStats, plural } from '@lodestar/core';
import { Checkbox } from '../../components/ui/checkbox';
import { nonNegotiableIcon } from './icons';
import { NonNegotiablesSettings } from './non-negotiables-settings';
import type { useNonNegotiables } from './use-non-negotiables';

/** The richer view: each item's streak, best and total, the overall stats and the settings panel. */
export function ListView({ list }: { list: ReturnType<typeof useNonNegotiables> }) {
  const { data, items, now, settings } = list;
  const [showSettings, setShowSettings] = useState(false);
  const stats = overallStats(data, items, now);
  const shown = settings.showCompleted ? items : items.filter((item) => !list.isDone(item.id));

  return (
    <div className="nn-list">
      <p className="nn-list__overall" aria-label="Overall streak">
        <Fire size={18} weight="fill" aria-hidden="true" />
        <span>{`Overall streak: ${plural(stats.overallStreak, 'day')}`}</span>
        <span className="nn-list__muted">{`Best ${plural(stats.bestOverallStreak, 'day')} · ${plural(stats.totalCompletionDays, 'complete day')} · ${stats.averageCompletionRate}% average`}</span>
      </p>
      <ul className="nn-list__items">
        {shown.map((item) => {
          const streak = itemStreak(data, item.id, now);
          const Glyph = nonNegotiableIcon(item.iconName);
          return (
            <li key={item.id} className="nn-list__item" data-done={streak.isCompleted}>
              <Glyph size={20} aria-hidden="true" />
              <Checkbox label={item.name} checked={streak.isCompleted} onCheckedChange={() => list.toggle(item.id)} />
              <span className="nn-list__stats" aria-label={`${item.name} stats`}>
                <span>{`Streak ${streak.streakCount}`}</span>
                <span>{`Best ${streak.bestStreak}`}</span>
                <span>{`Total ${streak.totalCompletions}`}</span>
              </span>
            </li>
          );
        })}
      </ul>
      {shown.length === 0 && <p className="nn-list__muted">Everything is done for today.</p>}
      <button type="button" className="ui-button ui-button--secondary nn-list__settings-toggle" aria-expanded={showSettings} onClick={() => setShowSettings((open) => !open)}>
        <GearSix size={16} aria-hidden="true" /> Settings
      </button>
      {showSettings && <NonNegotiablesSettings />}
    </div>
  );
}
