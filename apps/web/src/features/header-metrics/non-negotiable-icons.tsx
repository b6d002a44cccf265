import { Barbell, Book, CheckCircle, HandsPraying, Target, type Icon } from '@phosphor-icons/react';
import { completionId, dayKey, isCompletedOn, nonNegotiablesSection, type NonNegotiableItem } from '@lodestar/core';
import { useSection } from '../../lib/sync';

// The default items' icons; an icon the header does not know shows as a check mark.
const ICONS: Record<string, Icon> = { Barbell, Target, HandsPraying, Book };

/** Today's non-negotiables as icon toggles: a tap marks one done (or not) for today. */
export function NonNegotiableIcons({ items }: { items: readonly NonNegotiableItem[] }) {
  const { data, putRecord } = useSection(nonNegotiablesSection);
  const today = dayKey(new Date());
  return (
    <ul className="header-metrics__tasks" aria-label="Today's non-negotiables">
      {items.map((item) => {
        const done = isCompletedOn(data, today, item.id);
        const Glyph = ICONS[item.iconName] ?? CheckCircle;
        return (
          <li key={item.id}>
            <button
              type="button"
              className="header-metrics__task"
              aria-pressed={done}
              aria-label={item.name}
              title={item.name}
              onClick={() =>
                putRecord('completions', completionId(today, item.id), {
                  itemId: item.id,
                  date: today,
                  completed: !done,
                  completedAt: done ? null : Date.now(),
                })
              }
            >
              <Glyph size={18} weight={done ? 'fill' : 'regular'} aria-hidden="true" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
