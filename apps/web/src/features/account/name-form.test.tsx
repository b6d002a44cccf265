import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';

vi.mock('../../lib/session-store', () => ({ refetchSession: vi.fn(async () => undefined) }));

import { NameForm } from './name-form';

afterEach(cleanup);

describe('NameForm', () => {
  it('says why nothing is saved when the name is unchanged, and forgets it once the name is edited (issue 35 item 6)', () => {
    const onSaved = vi.fn();
    render(<NameForm name="Priya" onSaved={onSaved} />);
    const save = screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(screen.getByRole('alert').textContent).toBe('That is already your name.');
    expect(onSaved).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Priya S' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
