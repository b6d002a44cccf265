import type { TimePeriod } from './periods';

export interface PeriodLink {
  id: string;
  period: TimePeriod;
  alwaysShow: boolean;
  order: number;
  createdAt: number;
}

/** Sorted by order; ties (two devices placing a card in the same gap) by creation time, then id. */
export function byOrder(a: PeriodLink, b: PeriodLink): number {
  return a.order - b.order || a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The cards shown now: the current period's cards plus the always-show cards, sorted by order. */
export function visibleLinks<T extends PeriodLink>(links: Iterable<T>, period: TimePeriod): T[] {
  return [...links].filter((link) => link.alwaysShow || link.period === period).sort(byOrder);
}
