import { DEFAULT_ITEM_NAME, MAX_NON_NEGOTIABLES, NON_NEGOTIABLE_NAME_MAX, type NonNegotiableItem } from './non-negotiables-section';

/** A stored item record: the items collection's value. */
export interface NonNegotiableRecord {
  name: string;
  iconName: string;
  order: number;
}

/** A custom item's id: `custom-` and the creation time, with a random suffix against two devices adding at once. */
export function customItemId(nowMs: number, randomSuffix: string): string {
  return `custom-${nowMs}-${randomSuffix.replace(/[^a-z0-9]/gi, '').slice(0, 8)}`;
}

export function canAddItem(items: readonly unknown[]): boolean {
  return items.length < MAX_NON_NEGOTIABLES;
}

/** Never fewer than one item. */
export function canRemoveItem(items: readonly unknown[]): boolean {
  return items.length > 1;
}

/** The name a rename commits: trimmed and capped, or the old name when left empty. */
export function committedName(input: string, previous: string): string {
  const trimmed = input.trim().slice(0, NON_NEGOTIABLE_NAME_MAX);
  return trimmed || previous;
}

/**
 * Every item as a record with its position as order. Written whole on the first edit, so the four
 * defaults (shown until then, not stored) become the user's own items.
 */
export function itemRecords(items: readonly NonNegotiableItem[]): Record<string, NonNegotiableRecord> {
  return Object.fromEntries(items.map((item, index) => [item.id, { name: item.name, iconName: item.iconName, order: index }]));
}

export function newItem(id: string): NonNegotiableItem {
  return { id, name: DEFAULT_ITEM_NAME, iconName: 'CheckCircle' };
}
