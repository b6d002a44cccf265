import type { ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { plural, type QuadrantInfo } from '@lodestar/core';
import { QUADRANT_ICONS } from './quadrant-icons';

interface Props {
  quadrant: QuadrantInfo;
  count: number;
  onOpenSelector(): void;
  /** The zone a card moved with the keyboard is over. */
  targeted: boolean;
  children: ReactNode;
}

/** One quadrant: a drop zone with its header (icon, title, subtitle, count badge, description). */
export function QuadrantZone({ quadrant, count, onOpenSelector, targeted, children }: Props) {
  const { setNodeRef, isOver } = useDroppable({ id: quadrant.id });
  const Icon = QUADRANT_ICONS[quadrant.id];
  const titleId = `qr-${quadrant.id}-title`;
  return (
    <section ref={setNodeRef} className={`qr-zone qr-zone--${quadrant.id}`} data-over={isOver || targeted} aria-labelledby={titleId}>
      <header className="qr-zone__header">
        <Icon size={20} weight="duotone" aria-hidden="true" className="qr-zone__icon" />
        <div className="qr-zone__titles">
          <h4 id={titleId} className="qr-zone__title">
            {quadrant.title}
          </h4>
          <p className="qr-zone__subtitle">{quadrant.subtitle}</p>
        </div>
        <span className="qr-count" aria-label={plural(count, 'task')}>
          {count}
        </span>
      </header>
      <p className="qr-zone__description">{quadrant.description}</p>
      {count === 0 ? (
        <button type="button" className="qr-zone__empty" onClick={onOpenSelector}>
          {`Add tasks to ${quadrant.title}`}
        </button>
      ) : (
        children
      )}
    </section>
  );
}
