import 'fake-indexeddb/auto';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineSection, settingsSection, widgetVisibilitySection } from '@lodestar/core';
import { localDatabaseName } from './local-documents';
import { SyncProvider } from './sync-provider';
import { useSection, type SectionHandle } from './use-section';
import { useSyncDoc, useSyncStatus } from './use-sync-status';

const timeAudit = defineSection({
  name: 'timeAudit',
  schema: z.object({ goal: z.string() }),
  defaults: { goal: 'focus' },
  collections: { entries: z.object({ label: z.string() }) },
});

type Handles = {
  audit?: SectionHandle<typeof timeAudit>;
  visibility?: SectionHandle<typeof widgetVisibilitySection>;
};

/** Renders the sections' data as text and hands the hook results to the test. */
function Probe({ handles }: { handles: Handles }) {
  const audit = useSection(timeAudit);
  const visibility = useSection(widgetVisibilitySection);
  const settings = useSection(settingsSection);
  handles.audit = audit;
  handles.visibility = visibility;
  const status = useSyncStatus();
  return (
    <div>
      <p data-testid="ready">{String(audit.ready)}</p>
      <p data-testid="mode">{status.mode}</p>
      <p data-testid="goal">{audit.data.goal}</p>
      <p data-testid="entries">{Object.keys(audit.data.entries).sort().join(',')}</p>
      <p data-testid="calendar">{String(visibility.data.calendar)}</p>
      <p data-testid="streak">{String(settings.data.topMenuSettings.showStreak)}</p>
    </div>
  );
}

function open(user: { id: string } | null, handles: Handles = {}) {
  const view = render(
    <SyncProvider user={user} serverUrl={null}>
      <Probe handles={handles} />
    </SyncProvider>,
  );
  return { ...view, handles };
}

const text = (id: string) => screen.getByTestId(id).textContent;
const whenReady = () => waitFor(() => expect(text('ready')).toBe('true'));

async function databaseNames() {
  return (await indexedDB.databases()).map((database) => database.name);
}

/** Unmounts everything, as closing the tab would, and lets the stores' deferred teardown run. */
async function closePage() {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 20));
}

beforeEach(() => {
  // A fresh, empty IndexedDB per test.
  globalThis.indexedDB = new IDBFactory();
});
afterEach(closePage);

describe('SyncProvider signed out', () => {
  it('shows the defaults, then the local copy, and re-renders on every write', async () => {
    const { handles } = open(null);
    expect(text('goal')).toBe('focus');
    await whenReady();
    expect(text('mode')).toBe('anonymous');

    act(() => handles.audit!.setField('goal', 'rest'));
    expect(text('goal')).toBe('rest');
    act(() => handles.audit!.putRecord('entries', 'e1', { label: 'Email' }));
    act(() => handles.visibility!.setField('calendar', true));
    expect(text('entries')).toBe('e1');
    expect(text('calendar')).toBe('true');
    act(() =>
      handles.audit!.transact((section) => {
        section.removeRecord('entries', 'e1');
        section.putRecord('entries', 'e2', { label: 'Calls' });
      }),
    );
    expect(text('entries')).toBe('e2');
  });

  it('keeps the data in IndexedDB across page loads', async () => {
    const first = open(null);
    await whenReady();
    act(() => first.handles.audit!.putRecord('entries', 'kept', { label: 'Kept' }));
    await closePage();

    open(null);
    await whenReady();
    expect(text('entries')).toBe('kept');
    expect(await databaseNames()).toContain(localDatabaseName(null));
  });

  it('gives the same data object between renders until the section changes', async () => {
    const { handles, rerender } = open(null);
    await whenReady();
    const before = handles.audit!.data;
    rerender(
      <SyncProvider user={null} serverUrl={null}>
        <Probe handles={handles} />
      </SyncProvider>,
    );
    expect(handles.audit!.data).toBe(before);
    const setField = handles.audit!.setField;
    act(() => handles.visibility!.setField('wins', false));
    expect(handles.audit!.data).toBe(before);
    expect(handles.audit!.setField).toBe(setField);
    act(() => handles.audit!.setField('goal', 'changed'));
    expect(handles.audit!.data).not.toBe(before);
  });
});

describe('SyncProvider at sign-in', () => {
  it("merges the signed-out data into the account's document once, then clears it", async () => {
    const account = open({ id: 'u1' });
    await whenReady();
    act(() => account.handles.audit!.putRecord('entries', 'already-in-account', { label: 'Old' }));
    await closePage();

    const anonymous = open(null);
    await whenReady();
    act(() => {
      anonymous.handles.audit!.putRecord('entries', 'made-signed-out', { label: 'Before sign-in' });
      anonymous.handles.visibility!.setField('calendar', true);
    });
    await closePage();

    open({ id: 'u1' });
    await whenReady();
    expect(text('mode')).toBe('account');
    await waitFor(() => expect(text('entries')).toBe('already-in-account,made-signed-out'));
    expect(text('calendar')).toBe('true');
    await waitFor(async () => expect(await databaseNames()).not.toContain(localDatabaseName(null)));
    await closePage();

    // The account keeps it in its own local copy; signed out starts empty again.
    open({ id: 'u1' });
    await whenReady();
    await waitFor(() => expect(text('entries')).toBe('already-in-account,made-signed-out'));
    await closePage();
    open(null);
    await whenReady();
    expect(text('entries')).toBe('');
    expect(text('calendar')).toBe('undefined');
  });
});

describe('sync status', () => {
  it('follows the browser going offline and online', async () => {
    function Offline() {
      return <p data-testid="offline">{String(useSyncStatus().offline)}</p>;
    }
    render(
      <SyncProvider user={null} serverUrl={null}>
        <Offline />
      </SyncProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('offline').textContent).toBe('false'));
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByTestId('offline').textContent).toBe('true');
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByTestId('offline').textContent).toBe('false');
  });

  it('hands out the document only once its local copy is read', async () => {
    const seen: (unknown | null)[] = [];
    function DocProbe() {
      seen.push(useSyncDoc());
      return null;
    }
    render(
      <SyncProvider user={{ id: 'u2' }} serverUrl={null}>
        <DocProbe />
      </SyncProvider>,
    );
    expect(seen[0]).toBeNull();
    await waitFor(() => expect(seen.at(-1)).not.toBeNull());
  });
});
