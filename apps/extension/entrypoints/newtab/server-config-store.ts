/**
 * The one server this extension talks to: set at build (LODESTAR_SERVER) and changeable by the user ('Your
 * Lodestar address', the options page), kept in the extension's own localStorage so a new tab reads it at once.
 */
declare const __LODESTAR_SERVER__: string;

export const SERVER_KEY = 'lodestar:server';

export function configuredServer(): string {
  try {
    return localStorage.getItem(SERVER_KEY) ?? __LODESTAR_SERVER__;
  } catch {
    return __LODESTAR_SERVER__;
  }
}
