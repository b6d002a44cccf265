import { useRef, useState } from 'react';
import { GearSix, ListBullets, SquaresFour } from '@phosphor-icons/react';
import { CustomizeDialog } from './customize-dialog';
import { nonNegotiableIcon } from './icons';
import { ListView } from './list-view';
import { useNonNegotiables } from './use-non-negotiables';
import { useTileColumns } from './use-tile-columns';
import './non-negotiables-widget.css';

/** Today's non-negotiables: the card (progress and one icon button per item) or the list with streaks. */
export function NonNegotiablesWidget() {
  const list = useNonNegotiables();
  const [view, setView] = useState<'card' | 'list'>('card');
  const [customizing, setCustomizing] = useState(false);
  const { items, completedCount } = list;
  const percent = items.length === 0 ? 0 : Math.round((completedCount / items.length) * 100);
  const container = useRef<HTMLDivElement>(null);
  const columns = useTileColumns(container, items.length);

  return (
    <div className="nn" ref={container}>
      <div className="nn__toolbar">
        <div className="nn__views" role="group" aria-label="View">
          <button type="button" className="ui-icon-button" aria-label="Card view" aria-pressed={view === 'card'} onClick={() => setView('card')}>
            <SquaresFour size={18} aria-hidden="true" />
          </button>
          <button type="button" className="ui-icon-button" aria-label="List view" aria-pressed={view === 'list'} onClick={() => setView('list')}>
            <ListBullets size={18} aria-hidden="true" />
          </button>
        </div>
        <button type="button" className="ui-icon-button" aria-label="Customize Non-Negotiables" onClick={() => setCustomizing(true)}>
          <GearSix size={18} aria-hidden="true" />
        </button>
      </div>
      <div className="nn__progress">
        <div
          className="nn__bar"
          role="progressbar"
          aria-label="Completed today"
          aria-valuemin={0}
          aria-valuemax={items.length}
          aria-valuenow={completedCount}
        >
          <span className="nn__bar-fill" style={{ width: `${percent}%` }} />
        </div>
        <p className="nn__count">{`${completedCount}/${items.length} completed`}</p>
      </div>
      {view === 'card' ? (
        <ul className="nn__grid" aria-label="Today's non-negotiables" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
          {items.map((item) => {
            const done = list.isDone(item.id);
            const Glyph = nonNegotiableIcon(item.iconName);
            return (
              <li key={item.id}>
                <button type="button" className="nn__item" aria-pressed={done} onClick={() => list.toggle(item.id)}>
                  <Glyph size={28} weight={done ? 'fill' : 'regular'} aria-hidden="true" />
                  <span className="nn__item-name">{item.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <ListView list={list} />
      )}
      <CustomizeDialog open={customizing} onOpenChange={setCustomizing} list={list} />
    </div>
  );
}
