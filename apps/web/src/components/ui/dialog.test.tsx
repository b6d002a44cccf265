import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

afterEach(cleanup);

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add bookmark
      </button>
      <input aria-label="Search" />
      <Dialog open={open} onOpenChange={setOpen} title="Add Bookmark">
        <input aria-label="Title" autoFocus />
      </Dialog>
    </>
  );
}

/** Radix hands the focus back a task after the dialog has gone. */
const focusHandedBack = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('Dialog', () => {
  it('gives the focus back to the button that opened it', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Add bookmark' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Title' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await focusHandedBack();
    expect(document.activeElement).toBe(opener);
  });

  it('leaves the focus where a key pressed as it closed has put it', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Add bookmark' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    // Before Radix's hand-back: another field takes the focus (the search box of a palette opened by Ctrl+K).
    const search = screen.getByRole('textbox', { name: 'Search' });
    search.focus();
    await focusHandedBack();
    expect(document.activeElement).toBe(search);
  });
});
