import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AddZone } from './add-zone';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AddZone', () => {
  it('reveals its add button after 400 ms of hover and hides it when the pointer leaves', () => {
    vi.useFakeTimers();
    const onAdd = vi.fn();
    render(<AddZone side="after" onAdd={onAdd} />);
    const zone = screen.getByTestId('add-zone');
    fireEvent.mouseEnter(zone);
    act(() => vi.advanceTimersByTime(399));
    expect(zone.className).not.toContain('revealed');
    act(() => vi.advanceTimersByTime(1));
    expect(zone.className).toContain('revealed');
    fireEvent.click(screen.getByRole('button', { name: 'Add link here' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    fireEvent.mouseLeave(zone);
    expect(zone.className).not.toContain('revealed');
  });

  it('does not reveal when the pointer leaves before 400 ms', () => {
    vi.useFakeTimers();
    render(<AddZone side="before" onAdd={vi.fn()} />);
    const zone = screen.getByTestId('add-zone');
    fireEvent.mouseEnter(zone);
    act(() => vi.advanceTimersByTime(300));
    fireEvent.mouseLeave(zone);
    act(() => vi.advanceTimersByTime(500));
    expect(zone.className).not.toContain('revealed');
  });
});
