import { useEffect, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { DndContext, MouseSensor, pointerWithin, TouchSensor, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { isQuadrantId, mergeReportTasks, QUADRANTS, quadrantInfo, tasksByPlacement, type Placement, type QuadrantId, type ReportTask } from '@lodestar/core';
import { QuadrantZone } from './quadrant-zone';
import { isArrowKey, nextZone } from './keyboard-move';
import { reportAnnouncements, reportInstructions } from './report-announcements';
import { TaskCard } from './task-card';
import { TaskSelector } from './task-selector';
import type { TimeAudit } from './use-time-audit';
import './quadrant-report.css';

function UnassignedZone({ children, empty, noTasks, targeted }: { children: ReactNode; empty: boolean; noTasks: boolean; targeted: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: 'unassigned' });
  return (
    <section ref={setNodeRef} className="qr-unassigned" data-over={isOver || targeted} aria-labelledby="qr-unassigned-title">
      <h4 id="qr-unassigned-title" className="qr-zone__title">
        Unassigned Tasks
      </h4>
      <p className="qr-zone__description">
        {noTasks
          ? 'No tasks yet. Tasks you track appear here, ready to be placed in a quadrant.'
          : empty
          ? 'Every task has a quadrant. New tasks you track appear here.'
          : 'Drag a task onto a quadrant, or use the four buttons on its card to place it.'}
      </p>
      {children}
    </section>
  );
}

/**
 * The quadrant report: the 2×2 matrix, the Unassigned Tasks, drag (pointer and keyboard), the grid and the selector.
 * `editing`: a phone's Edit mode (the tabs' Edit button), which shows the cards' handles and menus there.
 */
export function QuadrantReport({ audit, editing = false }: { audit: TimeAudit; editing?: boolean }) {
  const { data, updateEntries } = audit;
  const tasks = useMemo(() => mergeReportTasks(data.entries), [data.entries]);
  const placed = useMemo(() => tasksByPlacement(tasks), [tasks]);
  const [selector, setSelector] = useState<QuadrantId | null>(null);
  // A card moved with the keyboard: which one, and the zone it is over.
  const [lifted, setLifted] = useState<{ key: string; name: string; target: Placement } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // Mouse and touch drags go through dnd-kit (on touch after a 250 ms press, so a swipe still scrolls
  // the panel); the keyboard moves zone by zone (onHandleKey).
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
  );

  const move = (task: ReportTask, to: Placement) => updateEntries(task.entryIds, { quadrant: to });
  const byKey = new Map(tasks.map((task) => [task.key, task]));
  const taskName = (id: string | number) => byKey.get(String(id))?.task ?? 'task';
  const zoneName = (id: string | number) => (isQuadrantId(id) ? quadrantInfo(id).title : 'Unassigned Tasks');

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const task = byKey.get(String(active.id));
    const to = over ? String(over.id) : null;
    if (!task || !to || to === task.placement) return;
    if (isQuadrantId(to) || to === 'unassigned') move(task, to);
  };

  const onHandleKey = (task: ReportTask, event: KeyboardEvent<HTMLButtonElement>) => {
    const pick = event.key === ' ' || event.key === 'Enter';
    if (!lifted || lifted.key !== task.key) {
      if (!pick) return;
      event.preventDefault();
      setLifted({ key: task.key, name: task.task, target: task.placement });
      setAnnouncement(`Picked up ${task.task}. ${task.task} is over ${zoneName(task.placement)}.`);
      return;
    }
    if (isArrowKey(event.key)) {
      event.preventDefault();
      const target = nextZone(lifted.target, event.key);
      setLifted({ key: task.key, name: task.task, target });
      setAnnouncement(`${task.task} is over ${zoneName(target)}.`);
    } else if (pick) {
      event.preventDefault();
      setLifted(null);
      if (lifted.target !== task.placement) move(task, lifted.target);
      setAnnouncement(`${task.task} was moved to ${zoneName(lifted.target)}.`);
      // The card re-mounts in its new zone: give its handle the focus back there.
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-task-handle="${CSS.escape(task.key)}"]`)?.focus());
    }
  };

  // Escape while a card is lifted cancels the move only: caught before the panel's dialog (which
  // listens on the document) would close.
  const liftedName = lifted?.name ?? null;
  useEffect(() => {
    if (liftedName === null) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      event.preventDefault();
      setLifted(null);
      setAnnouncement(`Moving ${liftedName} was cancelled.`);
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [liftedName]);

  const onHandleBlur = (task: ReportTask) => {
    if (lifted?.key === task.key) setLifted(null);
  };

  const cards = (list: ReportTask[]) => (
    <ul className="qr-cards">
      {list.map((task) => (
        <TaskCard
          key={task.key}
          task={task}
          lifted={lifted?.key === task.key}
          onMove={move}
          onTag={(target, change) => updateEntries(target.entryIds, change)}
          onHandleKey={onHandleKey}
          onHandleBlur={onHandleBlur}
        />
      ))}
    </ul>
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: reportAnnouncements(taskName, zoneName), screenReaderInstructions: reportInstructions }}
    >
      <div className="qr-report" data-editing={editing || undefined}>
        <div className="qr-matrix" role="group" aria-label="Quadrant matrix">
          <p className="qr-axis qr-axis--money">
            Makes You Money <span className="qr-axis__arrow" aria-hidden="true" />
          </p>
          {QUADRANTS.map((quadrant) => (
            <QuadrantZone
              key={quadrant.id}
              quadrant={quadrant}
              count={placed[quadrant.id].length}
              targeted={lifted?.target === quadrant.id}
              onOpenSelector={() => setSelector(quadrant.id)}
            >
              {cards(placed[quadrant.id])}
            </QuadrantZone>
          ))}
          <p className="qr-axis qr-axis--energy">
            Lights You Up <span className="qr-axis__arrow" aria-hidden="true" />
          </p>
        </div>
        <UnassignedZone empty={placed.unassigned.length === 0} noTasks={tasks.length === 0} targeted={lifted?.target === 'unassigned'}>
          {cards(placed.unassigned)}
        </UnassignedZone>
        <p id="qr-instructions" className="visually-hidden">
          To move a task with the keyboard, press Space on its handle, choose a quadrant with the arrow keys and press Space again
          to drop it there, or Escape to cancel.
        </p>
        <p className="visually-hidden" role="status" aria-live="assertive">
          {announcement}
        </p>
      </div>
      <TaskSelector quadrant={selector} tasks={tasks} onPick={move} onClose={() => setSelector(null)} />
    </DndContext>
  );
}
