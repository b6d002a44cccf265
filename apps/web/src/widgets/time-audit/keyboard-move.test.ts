import { describe, expect, it } from 'vitest';
import { nextZone } from './keyboard-move';

describe('nextZone', () => {
  it('follows the matrix: money up, energy right, Unassigned below', () => {
    expect(nextZone('delegation', 'ArrowRight')).toBe('investment');
    expect(nextZone('investment', 'ArrowUp')).toBe('production');
    expect(nextZone('replacement', 'ArrowDown')).toBe('delegation');
    expect(nextZone('delegation', 'ArrowDown')).toBe('unassigned');
    expect(nextZone('unassigned', 'ArrowUp')).toBe('delegation');
  });

  it('stays put at an edge or on another key', () => {
    expect(nextZone('production', 'ArrowRight')).toBe('production');
    expect(nextZone('replacement', 'ArrowUp')).toBe('replacement');
    expect(nextZone('production', 'a')).toBe('production');
  });
});
