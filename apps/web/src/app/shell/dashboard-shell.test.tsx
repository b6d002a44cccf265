import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstCardShown } from '../../lib/first-card';
import { SyncProvider } from '../../lib/sync';
import { DashboardShell } from './dashboard-shell';
import { MobileMenu } from './mobile-menu';
import type { ShellActions } from './shell-actions';
import type { ShellUser } from './shell-user';

/** jsdom has no matchMedia: a desktop-wide screen with a light OS theme. */
function stubMatchMedia(matches: (query: string) => boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const ada: ShellUser = { id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'user' };

function renderShell(user: ShellUser | null) {
  return render(
    <SyncProvider user={user} storage="memory" serverUrl={null}>
      <DashboardShell user={user} />
    </SyncProvider>,
  );
}

describe('DashboardShell', () => {
  beforeEach(() => {
    localStorage.clear();
    stubMatchMedia(() => false);
    vi.stubGlobal('requestAnimationFrame', (run: () => void) => setTimeout(run, 0));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('greets the user and lists the sidebar entries of the visible widgets', async () => {
    renderShell(ada);
    // The clock and greeting come after the first card (lib/first-card).
    act(() => firstCardShown());
    expect(await screen.findByRole('heading', { name: /^(Good (morning|afternoon|evening), Ada|Still up, Ada\?)$/ })).toBeTruthy();
    // The clock and today's date sit above the greeting.
    expect(screen.getByRole('region', { name: 'Today' }).querySelector('time')?.textContent).toMatch(/^\d{1,2}:\d\d$/);
    // Sign out is in the Profile panel: the page's top keeps only small icons.
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('button')
      .map((button) => button.getAttribute('title') ?? button.getAttribute('aria-label'));
    // Wins is visible by default, Scripture hidden by default.
    expect(names).toEqual(['Expand sidebar', 'Library', 'Bookmarks', 'Wins', 'Agents', 'Profile', 'Settings']);
  });

  it('toggles the bookmarks links area from the sidebar', async () => {
    renderShell(ada);
    const toggle = screen.getByRole('button', { name: 'Bookmarks' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(document.getElementById('widget-bookmarks')).not.toBeNull();
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'));
    expect(document.getElementById('widget-bookmarks')).toBeNull();
  });

  it('starts with the sidebar collapsed and remembers the user\'s choice under navCollapsed', () => {
    renderShell(ada);
    expect(screen.getByText('L')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(localStorage.getItem('navCollapsed')).toBe('false');
    cleanup();
    renderShell(ada);
    expect(screen.getByRole('button', { name: 'Collapse sidebar' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Lodestar')).toBeTruthy();
  });

  it("opens the review from Review Goals' right-edge tab in one click, the tab staying a tab", async () => {
    renderShell(ada);
    fireEvent.click(screen.getByRole('button', { name: 'Open Review Goals' }));
    const review = await screen.findByRole('dialog', { name: 'Review Goals Setup' });
    expect(screen.queryByRole('region', { name: 'Review Goals' })).toBeNull();
    expect(localStorage.getItem('collapsedWidgets')).toBeNull();
    // Closed again, so the next test starts without it.
    fireEvent.keyDown(review, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Review Goals Setup' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Open Review Goals' })).toBeTruthy();
  });

  it('in the signed-out demo offers sign-up instead of sign-out', async () => {
    renderShell(null);
    act(() => firstCardShown());
    expect(await screen.findByRole('heading', { name: /^(Good (morning|afternoon|evening), there|Still up\?)$/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up to sync' }).getAttribute('href')).toBe('/login?signup=true');
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('says when the browser is offline', async () => {
    renderShell(ada);
    expect(screen.queryByText('Offline')).toBeNull();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // The sync engine loads lazily and listens from then on.
    await waitFor(() => {
      window.dispatchEvent(new Event('offline'));
      expect(screen.getByRole('status', { name: /sync when you are back online/ }).textContent).toBe('Offline');
    });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText('Offline')).toBeNull());
    vi.restoreAllMocks();
  });

  it('shows the one bottom bar instead of the sidebar at 768 px and below, widgets in sheets from it', async () => {
    stubMatchMedia((query) => query === '(max-width: 768px)');
    renderShell(ada);
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Widgets' })).toBeNull();
    // The phone's bar loads on phones only, so it arrives a moment after the shell.
    const bar = await screen.findByRole('navigation', { name: 'Bottom navigation' });
    expect(within(bar).getAllByRole('button').map((button) => button.textContent)).toEqual(['Bookmarks', 'Widgets', 'Library', 'Settings']);
    const widgets = within(bar).getByRole('button', { name: 'Widgets' });
    fireEvent.click(widgets);
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Widgets' })).getByRole('button', { name: 'Review Goals' }));
    expect(screen.getByRole('dialog', { name: 'Review Goals' })).toBeTruthy();
    fireEvent.click(widgets);
    expect(screen.queryByRole('dialog', { name: 'Review Goals' })).toBeNull();
    fireEvent.click(widgets);
    fireEvent.click(screen.getByTestId('widget-sheet-backdrop'));
    expect(screen.queryByRole('dialog', { name: 'Widgets' })).toBeNull();
  });
});

describe('MobileMenu', () => {
  const actions: ShellActions = {
    openPanel: vi.fn(),
    toggleBookmarks: vi.fn(),
    revealWidget: vi.fn(),
    openSheet: vi.fn(),
    scrollHome: vi.fn(),
  };
  beforeEach(() => stubMatchMedia(() => false));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists Admin only for administrators', () => {
    render(<MobileMenu onClose={() => {}} actions={actions} bookmarksVisible isAdmin={false} signedIn />);
    expect(screen.queryByRole('button', { name: 'Admin' })).toBeNull();
    cleanup();
    render(<MobileMenu onClose={() => {}} actions={actions} bookmarksVisible isAdmin signedIn />);
    expect(screen.getByRole('button', { name: 'Admin' })).toBeTruthy();
  });

  it('closes before opening the chosen panel or widget', () => {
    const onClose = vi.fn();
    render(<MobileMenu onClose={onClose} actions={actions} bookmarksVisible isAdmin={false} signedIn />);
    fireEvent.click(screen.getByRole('button', { name: 'Subscription' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(actions.openPanel).toHaveBeenCalledWith('subscription');
    fireEvent.click(screen.getByRole('button', { name: 'Time & Energy Audit' }));
    expect(actions.openSheet).toHaveBeenCalledWith('timeAudit');
  });
});
