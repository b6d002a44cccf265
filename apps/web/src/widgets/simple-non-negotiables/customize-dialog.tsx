import { useState } from 'react';
import { Plus, Trash } from '@phosphor-icons/react';
import { canAddItem, canRemoveItem, committedName, NON_NEGOTIABLE_NAME_MAX, type NonNegotiableItem } from '@lodestar/core';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { IconPicker } from './icon-picker';
import type { useNonNegotiables } from './use-non-negotiables';

type Checklist = ReturnType<typeof useNonNegotiables>;

function NameInput({ item, onCommit }: { item: NonNegotiableItem; onCommit(name: string): void }) {
  const [draft, setDraft] = useState(item.name);
  const commit = () => {
    const name = committedName(draft, item.name);
    setDraft(name);
    if (name !== item.name) onCommit(name);
  };
  return (
    <input
      className="nn-customize__name"
      aria-label={`Name of ${item.name}`}
      value={draft}
      maxLength={NON_NEGOTIABLE_NAME_MAX}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}

/** 'Customize Non-Negotiables': rename (on blur or Enter), pick an icon, remove (never the last), add (up to 8). */
export function CustomizeDialog({ open, onOpenChange, list }: { open: boolean; onOpenChange(open: boolean): void; list: Checklist }) {
  const { items } = list;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Customize Non-Negotiables" className="nn-customize">
      <ul className="nn-customize__list">
        {items.map((item) => (
          <li key={item.id} className="nn-customize__row">
            <IconPicker item={item} onPick={(iconName) => list.setIcon(item.id, iconName)} />
            <NameInput key={item.name} item={item} onCommit={(name) => list.rename(item.id, name)} />
            <button
              type="button"
              className="ui-icon-button"
              aria-label={`Remove ${item.name}`}
              disabled={!canRemoveItem(items)}
              onClick={() => list.remove(item.id)}
            >
              <Trash size={18} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      {canAddItem(items) && (
        <Button variant="secondary" onClick={list.add}>
          <Plus size={16} aria-hidden="true" /> Add Item
        </Button>
      )}
      <div className="ui-dialog__actions">
        <Button onClick={() => onOpenChange(false)}>Done</Button>
      </div>
    </Dialog>
  );
}
