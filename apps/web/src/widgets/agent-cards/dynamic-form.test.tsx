import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { FormField } from '@lodestar/core';
import { DynamicForm } from './dynamic-form';

afterEach(cleanup);

const base = { placeholder: '', required: false, options: [], validation: {} };
const fields: FormField[] = [
  { ...base, id: 'topic', label: 'Topic', type: 'text', required: true },
  { ...base, id: 'count', label: 'Count', type: 'number', validation: { min: 1, max: 5 } },
  { ...base, id: 'code', label: 'Code', type: 'text', validation: { pattern: '^[A-Z]+$', message: 'Capitals only' } },
];

describe('DynamicForm', () => {
  it('blocks submit with the spec messages, clears an error on edit, then sends the values', () => {
    const onSubmit = vi.fn();
    render(<DynamicForm fields={fields} onSubmit={onSubmit} />);
    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    fireEvent.change(screen.getByLabelText('Count'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'abc' } });
    fireEvent.click(submit);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Topic is required', 'Must be at least 1', 'Capitals only']);
    expect(submit.disabled).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Topic *'), { target: { value: 'Ships' } });
    expect(screen.queryByText('Topic is required')).toBeNull();
    fireEvent.change(screen.getByLabelText('Count'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'ABC' } });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ topic: 'Ships', count: 4, code: 'ABC' });
  });
});
