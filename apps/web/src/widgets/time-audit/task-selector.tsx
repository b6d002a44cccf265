import { formatMinutes, quadrantInfo, type QuadrantId, type ReportTask } from '@lodestar/core';
import { Dialog } from '../../components/ui/dialog';

interface Props {
  quadrant: QuadrantId | null;
  tasks: ReportTask[];
  onPick(task: ReportTask, quadrant: QuadrantId): void;
  onClose(): void;
}

/** The selector opened from an empty quadrant: every task placed elsewhere, one click moves it here. */
export function TaskSelector({ quadrant, tasks, onPick, onClose }: Props) {
  if (!quadrant) return null;
  const { title } = quadrantInfo(quadrant);
  const candidates = tasks.filter((task) => task.placement !== quadrant);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Add to ${title}`} description="Choose a task to move into this quadrant.">
      {candidates.length === 0 ? (
        <p className="ta-muted">No tasks to move yet. Track a task first.</p>
      ) : (
        <ul className="qr-selector" aria-label="Tasks">
          {candidates.map((task) => (
            <li key={task.key}>
              <button
                type="button"
                className="qr-selector__item"
                onClick={() => {
                  onPick(task, quadrant);
                  onClose();
                }}
              >
                <span className="qr-card__name">{task.task}</span>
                <span className="ta-badge">{formatMinutes(task.duration)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
