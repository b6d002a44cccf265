import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { DndContext } from '@dnd-kit/core';
import { SortableContext } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import type { BookmarkLink } from '@lodestar/core';
import { BookmarkCard } from './bookmark-card';
import { useSortingSensors } from './use-sorting-sensors';

const link: BookmarkLink = {
  id: 'a',
  url: 'https://www.github.com/x',
  title: 'Github',
  period: 'morning',
  alwaysShow: false,
  order: 1,
  createdAt: 0,
};

// The widget's own sensors: a drag starts only past the 5 px threshold.
function Sortable({ children }: { children: ReactNode }) {
  return (
    <DndContext sensors={useSortingSensors()}>
      <SortableContext items={[link.id]}>
        <ul>{children}</ul>
      </SortableContext>
    </DndContext>
  );
}

const renderCard = (onSave = vi.fn(), onRequestDelete = vi.fn()) => {
  render(
    <Sortable>
      <BookmarkCard link={link} onSave={onSave} onRequestDelete={onRequestDelete} />
    </Sortable>,
  );
  return { onSave, onRequestDelete, card: screen.getByRole('link', { name: /Github/ }) };
};

let open: ReturnType<typeof vi.fn>;
beforeEach(() => {
  open = vi.fn();
  vi.stubGlobal('open', open);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('BookmarkCard', () => {
  it('shows the title and hostname and opens the URL in a new tab on click', () => {
    const { card } = renderCard();
    expect(card.textContent).toContain('www.github.com');
    fireEvent.pointerDown(card, { clientX: 10, clientY: 10, button: 0, isPrimary: true });
    fireEvent.pointerMove(document, { clientX: 13, clientY: 14 });
    fireEvent.pointerUp(document, { clientX: 13, clientY: 14 });
    fireEvent.click(card);
    expect(open).toHaveBeenCalledWith('https://www.github.com/x', '_blank', 'noopener');
  });

  it('does not open the link when the press moved more than 5 px (a drag)', async () => {
    const { card } = renderCard();
    fireEvent.pointerDown(card, { clientX: 10, clientY: 10, button: 0, isPrimary: true });
    fireEvent.pointerMove(document, { clientX: 16, clientY: 10 });
    fireEvent.pointerMove(document, { clientX: 10, clientY: 10 });
    fireEvent.pointerUp(document, { clientX: 10, clientY: 10 });
    fireEvent.click(card);
    expect(open).not.toHaveBeenCalled();
    // dnd-kit swallows clicks for 50 ms after a drag; after that the next press starts afresh.
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    fireEvent.pointerDown(card, { clientX: 10, clientY: 10, button: 0, isPrimary: true });
    fireEvent.pointerUp(document, { clientX: 10, clientY: 10 });
    fireEvent.click(card);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("copies the link and says 'Copied!' for 2 seconds", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderCard();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith('https://www.github.com/x');
    expect(screen.getByText('Copied!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_999));
    expect(screen.queryByText('Copied!')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Copied!')).toBeNull();
  });

  it('edits title, URL and always-show; Save without a title says so', () => {
    const { onSave } = renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const title = screen.getByLabelText('Title');
    const url = screen.getByLabelText('URL');
    expect(url.getAttribute('type')).toBe('url');
    fireEvent.change(title, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a title');
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(title, { target: { value: 'Code ' } });
    fireEvent.change(url, { target: { value: 'gitlab.com' } });
    fireEvent.click(screen.getByLabelText('Always show (appears in all time periods)'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('a', { title: 'Code', url: 'https://gitlab.com', alwaysShow: true });
  });

  it('rejects an invalid URL when editing, with an inline error', () => {
    const { onSave } = renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('URL'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toMatch(/http/);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('a long touch press opens the actions menu instead of the link', () => {
    vi.useFakeTimers();
    const { card, onRequestDelete } = renderCard();
    fireEvent.pointerDown(card, { pointerType: 'touch', isPrimary: true, clientX: 10, clientY: 10 });
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByRole('dialog', { name: 'Actions for Github' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const menu = screen.getByRole('dialog', { name: 'Actions for Github' });
    fireEvent.pointerUp(card, { pointerType: 'touch', isPrimary: true, clientX: 10, clientY: 10 });
    fireEvent.click(card);
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(within(menu).getByRole('button', { name: 'Delete' }));
    expect(onRequestDelete).toHaveBeenCalledWith(link);
  });

  it('a touch that moves is a scroll: no menu, and the next tap opens the link', () => {
    vi.useFakeTimers();
    const { card } = renderCard();
    fireEvent.pointerDown(card, { pointerType: 'touch', isPrimary: true, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(card, { pointerType: 'touch', isPrimary: true, clientX: 10, clientY: 40 });
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByRole('dialog', { name: 'Actions for Github' })).toBeNull();
    fireEvent.pointerDown(card, { pointerType: 'touch', isPrimary: true, clientX: 10, clientY: 10 });
    fireEvent.pointerUp(card, { pointerType: 'touch', isPrimary: true, clientX: 10, clientY: 10 });
    fireEvent.click(card);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('opens the same menu from its button', () => {
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Github' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Actions for Github' })).getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('form', { name: 'Edit link' })).toBeTruthy();
  });

  it('asks the widget to confirm a delete', () => {
    const { onRequestDelete } = renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onRequestDelete).toHaveBeenCalledWith(link);
  });
});
