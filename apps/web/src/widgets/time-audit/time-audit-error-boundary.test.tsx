import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeAuditErrorBoundary } from './time-audit-error-boundary';

let broken = true;
function Fragile() {
  const [label] = useState('Report');
  if (broken) throw new Error('boom');
  return <p>{label}</p>;
}

describe('TimeAuditErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the fallback panel and re-mounts the widget on Try Again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <TimeAuditErrorBoundary>
        <Fragile />
      </TimeAuditErrorBoundary>,
    );
    const panel = screen.getByRole('alert').textContent;
    expect(panel).toContain('Something went wrong');
    expect(panel).toContain('The Time Audit widget encountered an error. Please refresh the page or try again later.');
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Report').tagName).toBe('P');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
