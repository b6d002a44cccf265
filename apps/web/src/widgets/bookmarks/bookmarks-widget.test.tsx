import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SyncProvider } from '../../lib/sync';
import { BookmarksWidget } from './bookmarks-widget';

function renderWidget() {
  render(
    <SyncProvider user={null} storage="memory" serverUrl={null}>
      <BookmarksWidget />
    </SyncProvider>,
  );
}

async function addLink(trigger: HTMLElement, url: string, show?: string) {
  fireEvent.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Add New Link' });
  fireEvent.change(within(dialog).getByLabelText('URL'), { target: { value: url } });
  if (show) fireEvent.change(within(dialog).getByLabelText('Show during'), { target: { value: show } });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Add Link' })));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

const cardTitles = () => screen.queryAllByTestId('bookmark-card').map((card) => card.querySelector('.bm-card__title')?.textContent);

beforeEach(() => {
  // Only the clock is fake: 9:00 is morning. The interval is faked too, for the 60 s period re-check.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date(2025, 5, 14, 9, 0));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('BookmarksWidget', () => {
  it('starts empty, adds cards where the add button was, and shows them at once', async () => {
    renderWidget();
    await addLink(await screen.findByRole('button', { name: 'Add your first bookmark' }), 'github.com');
    expect(cardTitles()).toEqual(['Github']);
    const zones = screen.getAllByRole('button', { name: 'Add link here' });
    expect(zones).toHaveLength(2);
    await addLink(zones[0]!, 'gitlab.com');
    await addLink(screen.getAllByRole('button', { name: 'Add link here' })[2]!, 'example.org');
    expect(cardTitles()).toEqual(['Gitlab', 'Github', 'Example']);
  });

  it("shows the current period's cards plus always-show cards, re-checked every minute", async () => {
    renderWidget();
    await addLink(await screen.findByRole('button', { name: 'Add your first bookmark' }), 'morning.example');
    const after = () => screen.getAllByRole('button', { name: 'Add link here' }).at(-1)!;
    await addLink(after(), 'evening.example', 'evening');
    await addLink(after(), 'always.example', 'always');
    expect(cardTitles()).toEqual(['Morning', 'Always']);

    vi.setSystemTime(new Date(2025, 5, 14, 16, 0));
    act(() => vi.advanceTimersByTime(60_000));
    expect(cardTitles()).toEqual(['Evening', 'Always']);
  });

  it("shows another period's cards from its tab, and says where a link added for another period went", async () => {
    renderWidget();
    await addLink(await screen.findByRole('button', { name: 'Add your first bookmark' }), 'morning.example');
    expect(screen.getByRole('tab', { name: /^Morning/ }).getAttribute('aria-selected')).toBe('true');
    await addLink(screen.getByRole('button', { name: 'Add link' }), 'evening.example', 'evening');
    expect(cardTitles()).toEqual(['Morning']);
    expect(screen.getByText('Added “Evening” to Evening (4 PM - 5 AM).')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show Evening' }));
    expect(cardTitles()).toEqual(['Evening']);
    expect(screen.getByRole('tab', { name: /^Evening/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText(/^Added/)).toBeNull();
  });

  it('keeps a picked tab while its period lasts, then follows the clock again', async () => {
    renderWidget();
    await addLink(await screen.findByRole('button', { name: 'Add your first bookmark' }), 'morning.example');
    await addLink(screen.getByRole('button', { name: 'Add link' }), 'afternoon.example', 'afternoon');
    await addLink(screen.getByRole('button', { name: 'Add link' }), 'evening.example', 'evening');
    fireEvent.mouseDown(screen.getByRole('tab', { name: /^Evening/ }));
    expect(cardTitles()).toEqual(['Evening']);

    vi.setSystemTime(new Date(2025, 5, 14, 11, 0));
    act(() => vi.advanceTimersByTime(60_000));
    expect(cardTitles()).toEqual(['Evening']);

    vi.setSystemTime(new Date(2025, 5, 14, 12, 0));
    act(() => vi.advanceTimersByTime(60_000));
    expect(cardTitles()).toEqual(['Afternoon']);
    expect(screen.getByRole('tab', { name: /^Afternoon/ }).textContent).toContain('Now');
  });

  it('deletes a card only after confirmation', async () => {
    renderWidget();
    await addLink(await screen.findByRole('button', { name: 'Add your first bookmark' }), 'https://www.github.com/x');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this card?' });
    expect(confirm.textContent).toContain('Github');
    expect(confirm.textContent).toContain('https://www.github.com/x');
    expect(confirm.textContent).toContain('This action cannot be undone.');

    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(cardTitles()).toEqual(['Github']);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('alertdialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(cardTitles()).toEqual([]));
    expect(screen.getByRole('button', { name: 'Add your first bookmark' })).toBeTruthy();
  });

  it("has a phone's Edit mode once there are cards: Edit and Done toggle it; Escape in a card's edit form leaves it on", async () => {
    renderWidget();
    await screen.findByRole('button', { name: 'Add your first bookmark' });
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    await addLink(screen.getByRole('button', { name: 'Add your first bookmark' }), 'github.com');
    const widget = screen.getByRole('tablist').closest('.bm-widget')!;
    expect(widget.classList.contains('bm-widget--editing')).toBe(false);

    // The card's own Edit (a hover action) is inside the card; the mode's is beside Add link.
    const toggle = within(screen.getByRole('button', { name: 'Add link' }).parentElement!).getByRole('button', { name: 'Edit' });
    fireEvent.click(toggle);
    expect(widget.classList.contains('bm-widget--editing')).toBe(true);
    expect(toggle.textContent).toBe('Done');

    fireEvent.click(within(screen.getByTestId('bookmark-card')).getByRole('button', { name: 'Edit' }));
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Title' }), { key: 'Escape' });
    expect(screen.queryByRole('form', { name: 'Edit link' })).toBeNull();
    expect(widget.classList.contains('bm-widget--editing')).toBe(true);

    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(widget.classList.contains('bm-widget--editing')).toBe(false);
    expect(toggle.textContent).toBe('Edit');
  });

  it('draws the cards before drag and drop has loaded, then makes them sortable from the keyboard', async () => {
    renderWidget();
    await addLink(await screen.findByRole('button', { name: 'Add your first bookmark' }), 'github.com');
    // The card is there at once; once dnd-kit's chunk has landed its link carries the sorting instructions.
    const link = screen.getByRole('link', { name: /Github/ });
    await waitFor(() => {
      const described = screen.getByRole('link', { name: /Github/ }).getAttribute('aria-describedby');
      expect(document.getElementById(described ?? '')?.textContent).toContain('To move this bookmark, press Space');
    });
    expect(link.getAttribute('href')).toBe('https://github.com');
  });
});
