import { configuredServer } from './server-config-store';

/**
 * Points the web app at the configured server before its first module runs. The app's requests name paths
 * ('/api/...'): here they go to that server, with the session cookie (the server allows this extension's
 * origin by EXTENSION_ORIGINS).
 */
const server = new URL(configuredServer()).origin;
Object.assign(globalThis, { lodestarServer: server, lodestarBase: '/newtab.html' });

const pageFetch = window.fetch.bind(window);
window.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
  typeof input === 'string' && input.startsWith('/') && !input.startsWith('//')
    ? pageFetch(`${server}${input}`, { ...init, credentials: 'include' })
    : pageFetch(input, init);
