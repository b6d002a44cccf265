import { completionId, isCompletedOn, nonNegotiablesSection, nonNegotiablesToday, type NonNegotiableItem } from '@lodestar/core';
import { useSection } from '../../lib/sync';
// The same 20-icon catalogue the non-negotiables widget offers.
import { nonNegotiableIcon } from '../../widgets/simple-non-negotiables/icons';

/** Today's non-negotiables as icon toggles: a tap marks one done (or not) for today. */
export function NonNegotiableIcons({ items }: { items: readonly NonNegotiableItem[] }) {
  const { data, putRecord } = useSection(nonNegotiablesSection);
  const today = nonNegotiablesToday(data, new Date());
  return (
    <ul className="header-metrics__tasks" aria-label="Today's non-negotiables">
      {items.map((item) => {
        const done = isCompletedOn(data, today, item.id);
        const Glyph = nonNegotiableIcon(item.iconName);
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
