import { Plus } from '@phosphor-icons/react';

/** No cards for this time of day (and none always shown). */
export function EmptyState({ onAdd }: { onAdd: () => void }) {
  return (
    <div className="bm-empty">
      <button type="button" className="bm-empty__button" data-toasts-avoid="" onClick={onAdd}>
        <Plus size={18} aria-hidden="true" />
        Add your first bookmark
      </button>
    </div>
  );
}
