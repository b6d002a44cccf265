import { afterEach, describe, expect, it, vi } from 'vitest';

// The same app runs on the web (served at '/') and in the new-tab extension (its page '/newtab.html', issue 25).
async function hostWith(globals: { lodestarServer?: string; lodestarBase?: string }, path: string) {
  vi.resetModules();
  Object.assign(globalThis, globals);
  window.history.replaceState(null, '', path);
  return import('./app-host');
}

afterEach(() => {
  delete (globalThis as { lodestarServer?: string }).lodestarServer;
  delete (globalThis as { lodestarBase?: string }).lodestarBase;
  window.history.replaceState(null, '', '/');
});

describe('app host', () => {
  it('on the web: this origin, paths as they are', async () => {
    const host = await hostWith({}, '/login');
    expect(host.serverOrigin()).toBe(location.origin);
    expect(host.appPathname()).toBe('/login');
    expect(host.appHref('/login')).toBe('/login');
  });

  it('in the extension: the configured server, the app path under its page, full loads back to its page', async () => {
    const host = await hostWith({ lodestarServer: 'https://lodestar.example', lodestarBase: '/newtab.html' }, '/newtab.html');
    expect(host.serverOrigin()).toBe('https://lodestar.example');
    expect(host.appPathname()).toBe('/');
    window.history.replaceState(null, '', '/newtab.html/login');
    expect(host.appPathname()).toBe('/login');
    expect(host.appHref('/login')).toBe('/newtab.html');
    expect(host.appHref('https://lodestar.example/sandbox/checkout/cs_1')).toBe('https://lodestar.example/sandbox/checkout/cs_1');
  });
});
