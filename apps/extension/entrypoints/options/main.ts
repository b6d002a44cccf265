import { browser } from 'wxt/browser';
import { configuredServer, SERVER_KEY, serverOriginOf } from '../newtab/server-config-store';

// 'Your Lodestar address': the one server the new tab talks to, kept in the extension's own storage.
const form = document.querySelector<HTMLFormElement>('#server-form')!;
const input = document.querySelector<HTMLInputElement>('#server')!;
const status = document.querySelector<HTMLElement>('#status')!;
const access = document.querySelector<HTMLElement>('#access')!;
input.value = configuredServer();

/** The manifest match pattern of one server: its scheme and host, any port (as the server's download sets it). */
const hostPattern = (origin: string) => `${new URL(origin).protocol}//${new URL(origin).hostname}/*`;

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const origin = serverOriginOf(input.value);
  if (!origin) {
    status.textContent = URL.canParse(input.value.trim())
      ? 'The address must start with https:// (or http:// on this computer)'
      : 'Enter the address you open Lodestar at, such as https://lodestar.example.com';
    return;
  }
  localStorage.setItem(SERVER_KEY, origin);
  input.value = origin;
  status.textContent = `Saved: new tabs now open ${origin}`;
  access.textContent = '';
  // Access to that one host (optional_host_permissions), asked inside the click as browsers require; at once
  // true when already granted (the server that served the download). Without it the new tab still works
  // while the browser allows third-party cookies.
  browser.permissions.request({ origins: [hostPattern(origin)] }).then(
    (granted) => {
      if (!granted) access.textContent = `Without access to ${origin}, signing in works only while this browser allows third-party cookies.`;
    },
    () => undefined,
  );
});
