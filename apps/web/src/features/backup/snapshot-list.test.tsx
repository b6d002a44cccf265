import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { SnapshotList } from './snapshot-list';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const snapshots = [
  { id: 3, takenAt: '2026-11-20T09:30:00.000Z', kind: 'before-restore', sizeBytes: 900 },
  { id: 2, takenAt: '2026-11-19T18:00:00.000Z', kind: 'manual', sizeBytes: 2048 },
  { id: 1, takenAt: '2026-11-18T03:00:00.000Z', kind: 'daily', sizeBytes: 1500 },
];
const when = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));

function serve(list: unknown[] | null) {
  const posted: string[] = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    if (init.method === 'POST') {
      posted.push(String(init.body));
      list = [{ id: 9, takenAt: new Date().toISOString(), kind: 'manual', sizeBytes: 100 }, ...(list ?? [])];
      return json(201, { snapshot: list[0] });
    }
    if (list === null) return json(500, { code: 'INTERNAL', message: 'An unexpected error occurred' });
    return json(200, { snapshots: list });
  });
  return posted;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SnapshotList', () => {
  it('lists each snapshot with its date and kind, and restores the chosen one after confirming', async () => {
    serve(snapshots);
    const onRestore = vi.fn(async () => undefined);
    render(<SnapshotList disabled={false} unsynced={false} onRestore={onRestore} />);
    const list = await screen.findByRole('list', { name: 'Server snapshots' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Before restore'),
      expect.stringContaining('Saved by you'),
      expect.stringContaining('Daily'),
    ]);
    fireEvent.click(screen.getByRole('button', { name: `Restore snapshot from ${when(snapshots[1]!.takenAt)}, Saved by you` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore this snapshot?' });
    expect(dialog.textContent).toContain(when(snapshots[1]!.takenAt));
    expect(onRestore).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore snapshot' }));
    expect(onRestore).toHaveBeenCalledWith(2);
  });

  it('cancelling the dialog restores nothing', async () => {
    serve(snapshots);
    const onRestore = vi.fn(async () => undefined);
    render(<SnapshotList disabled={false} unsynced={false} onRestore={onRestore} />);
    fireEvent.click(await screen.findByRole('button', { name: `Restore snapshot from ${when(snapshots[2]!.takenAt)}, Daily` }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(onRestore).not.toHaveBeenCalled();
  });

  it('shows the empty state, then the snapshot saved now', async () => {
    const posted = serve([]);
    render(<SnapshotList disabled={false} unsynced={false} onRestore={vi.fn()} />);
    expect(await screen.findByText(/No snapshots yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save snapshot now' }));
    const list = await screen.findByRole('list', { name: 'Server snapshots' });
    expect(within(list).getByText('Saved by you')).toBeTruthy();
    expect(posted).toEqual(['{"kind":"manual"}']);
  });

  it('says when the list could not be loaded', async () => {
    serve(null);
    render(<SnapshotList disabled={false} unsynced={false} onRestore={vi.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load your snapshots.');
  });
});
