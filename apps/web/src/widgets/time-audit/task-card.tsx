import type { KeyboardEvent, MouseEventHandler, TouchEventHandler } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { DotsSixVertical, DotsThreeVertical } from '@phosphor-icons/react';
import { formatMinutes, QUADRANTS, VALUE_RATINGS, type Energy, type Placement, type ReportTask, type ValueRating } from '@lodestar/core';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover';
import { QUADRANT_ICONS } from './quadrant-icons';
import { ENERGY_LABEL } from './tag-options';

interface Props {
  task: ReportTask;
  onMove(task: ReportTask, to: Placement): void;
  onTag(task: ReportTask, change: { value?: ValueRating | null; energy?: Energy | null }): void;
  /** Keys on the drag handle: Space picks the card up, arrows choose a zone, Space drops, Escape cancels. */
  onHandleKey(task: ReportTask, event: KeyboardEvent<HTMLButtonElement>): void;
  onHandleBlur(task: ReportTask): void;
  /** Being moved with the keyboard. */
  lifted: boolean;
}

/** One task of the report: name, duration and value badges, energy, a menu, and the four-button grid. */
export function TaskCard({ task, onMove, onTag, onHandleKey, onHandleBlur, lifted }: Props) {
  const { setNodeRef, setActivatorNodeRef, listeners, transform, isDragging } = useDraggable({ id: task.key });
  // dnd-kit types its listeners loosely; these are the mouse and touch sensors' React handlers.
  const onMouseDown = listeners?.onMouseDown as MouseEventHandler | undefined;
  const onTouchStart = listeners?.onTouchStart as TouchEventHandler | undefined;
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <li
      ref={setNodeRef}
      className="qr-card"
      data-dragging={isDragging || lifted}
      data-energy={task.energy ?? 'none'}
      style={style}
      aria-label={task.task}
      // A mouse drag (or a long press on a touch screen) starts anywhere on the card; the keyboard uses the handle.
      onMouseDown={onMouseDown}
      onTouchStart={onTouchStart}
    >
      <div className="qr-card__head">
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="qr-card__handle"
          data-task-handle={task.key}
          aria-describedby="qr-instructions"
          aria-pressed={lifted}
          onKeyDown={(event) => onHandleKey(task, event)}
          onBlur={() => onHandleBlur(task)}
          aria-label={`Drag ${task.task}`}
        >
          <DotsSixVertical size={16} aria-hidden="true" />
        </button>
        <span className="qr-card__name">{task.task}</span>
        <Popover>
          <PopoverTrigger className="ui-icon-button qr-card__menu" aria-label={`Actions for ${task.task}`}>
            <DotsThreeVertical size={16} aria-hidden="true" />
          </PopoverTrigger>
          <PopoverContent className="qr-menu" aria-label={`Actions for ${task.task}`}>
            <p className="qr-menu__label">Value</p>
            <div className="qr-menu__row" role="group" aria-label="Value">
              {VALUE_RATINGS.map((rating) => (
                <button
                  key={rating}
                  type="button"
                  className="ta-chip"
                  aria-pressed={task.value === rating}
                  onClick={() => onTag(task, { value: task.value === rating ? null : rating })}
                >
                  {rating}
                </button>
              ))}
            </div>
            <p className="qr-menu__label">Energy</p>
            <div className="qr-menu__row" role="group" aria-label="Energy">
              {(['energizing', 'draining'] as const).map((energy) => (
                <button
                  key={energy}
                  type="button"
                  className="ta-chip"
                  aria-pressed={task.energy === energy}
                  onClick={() => onTag(task, { energy: task.energy === energy ? null : energy })}
                >
                  {ENERGY_LABEL[energy]}
                </button>
              ))}
            </div>
            {task.placement !== 'unassigned' && (
              <button type="button" className="ta-chip" onClick={() => onMove(task, 'unassigned')}>
                Move to Unassigned
              </button>
            )}
          </PopoverContent>
        </Popover>
      </div>
      <div className="qr-card__badges">
        <span className="ta-badge" title="Time spent">
          {formatMinutes(task.duration)}
        </span>
        {task.value && <span className="ta-badge ta-badge--value">{task.value}</span>}
        {task.energy && <span className={`ta-badge ta-badge--${task.energy}`}>{ENERGY_LABEL[task.energy]}</span>}
        <span className="qr-grid" role="group" aria-label={`Move ${task.task}`}>
          {QUADRANTS.map((quadrant) => {
            const QuadrantIcon = QUADRANT_ICONS[quadrant.id];
            return (
              <button
                key={quadrant.id}
                type="button"
                className={`qr-grid__button qr-grid__button--${quadrant.id}`}
                aria-label={`Move ${task.task} to ${quadrant.title}`}
                aria-pressed={task.placement === quadrant.id}
                title={quadrant.title}
                onClick={() => onMove(task, task.placement === quadrant.id ? 'unassigned' : quadrant.id)}
              >
                <QuadrantIcon size={12} aria-hidden="true" />
                <span className="qr-grid__label" aria-hidden="true">
                  {quadrant.title}
                </span>
              </button>
            );
          })}
        </span>
      </div>
    </li>
  );
}
