import type { Placement } from '@lodestar/core';

type Direction = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

// Where each arrow key leads from each zone: the matrix (replacement, production / delegation,
// investment) with the Unassigned list under it.
const NEXT: Record<Placement, Partial<Record<Direction, Placement>>> = {
  replacement: { ArrowRight: 'production', ArrowDown: 'delegation' },
  production: { ArrowLeft: 'replacement', ArrowDown: 'investment' },
  delegation: { ArrowRight: 'investment', ArrowUp: 'replacement', ArrowDown: 'unassigned' },
  investment: { ArrowLeft: 'delegation', ArrowUp: 'production', ArrowDown: 'unassigned' },
  unassigned: { ArrowUp: 'delegation', ArrowRight: 'investment', ArrowLeft: 'delegation' },
};

/** The zone an arrow key moves a picked-up card to (the same zone at an edge). */
export function nextZone(from: Placement, key: string): Placement {
  return NEXT[from][key as Direction] ?? from;
}

export function isArrowKey(key: string): boolean {
  return key === 'ArrowUp' || key === 'ArrowDown' || key === 'ArrowLeft' || key === 'ArrowRight';
}
