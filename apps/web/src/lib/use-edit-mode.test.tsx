import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { EditToggle } from '../components/ui/edit-toggle';
import { useEditMode } from './use-edit-mode';

/** A widget with an Edit toggle and one control that only shows in Edit mode; a control outside the widget. */
function Widget() {
  const root = useRef<HTMLDivElement>(null);
  const mode = useEditMode(root);
  return (
    <>
      <div ref={root} data-testid="widget" data-editing={mode.editing || undefined}>
        <EditToggle mode={mode} />
        {mode.editing && <button type="button">Drag Alpha</button>}
      </div>
      <input aria-label="Elsewhere" />
    </>
  );
}

const editing = () => screen.getByTestId('widget').hasAttribute('data-editing');

afterEach(cleanup);

describe('the Edit mode of a widget', () => {
  it("is off at first; 'Edit' turns it on and becomes 'Done', which turns it off", () => {
    render(<Widget />);
    expect(editing()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(editing()).toBe(true);
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Drag Alpha' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(editing()).toBe(false);
    expect(screen.queryByRole('button', { name: 'Drag Alpha' })).toBeNull();
  });

  it('carries no aria-pressed: its name says the state', () => {
    render(<Widget />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('button', { name: 'Done' }).hasAttribute('aria-pressed')).toBe(false);
  });

  it('Escape in the widget leaves it, and the focus goes to the toggle rather than the page', () => {
    render(<Widget />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const handle = screen.getByRole('button', { name: 'Drag Alpha' });
    handle.focus();
    fireEvent.keyDown(handle, { key: 'Escape' });
    expect(editing()).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' }));
  });

  it('Escape with the focus nowhere leaves it too', () => {
    render(<Widget />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(editing()).toBe(false);
  });

  it('Escape that something else took (a menu closing, a drag cancelled), or pressed in another widget, leaves it on', () => {
    render(<Widget />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const handle = screen.getByRole('button', { name: 'Drag Alpha' });
    handle.addEventListener('keydown', (event) => event.preventDefault(), { once: true });
    fireEvent.keyDown(handle, { key: 'Escape' });
    expect(editing()).toBe(true);
    fireEvent.keyDown(screen.getByLabelText('Elsewhere'), { key: 'Escape' });
    expect(editing()).toBe(true);
    fireEvent.keyDown(handle, { key: 'Enter' });
    expect(editing()).toBe(true);
  });
});
