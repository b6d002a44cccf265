import { configuredServer, SERVER_KEY } from '../newtab/server-config-store';

// 'Your Lodestar address': the one server the new tab talks to, kept in the extension's own storage.
const form = document.querySelector<HTMLFormElement>('#server-form')!;
const input = document.querySelector<HTMLInputElement>('#server')!;
const status = document.querySelector<HTMLElement>('#status')!;
input.value = configuredServer();

form.addEventListener('submit', (event) => {
  event.preventDefault();
  let url: URL;
  try {
    url = new URL(input.value.trim());
  } catch {
    status.textContent = 'Enter the address you open Lodestar at, such as https://lodestar.example.com';
    return;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    status.textContent = 'The address must start with https:// (or http:// on this computer)';
    return;
  }
  localStorage.setItem(SERVER_KEY, url.origin);
  input.value = url.origin;
  status.textContent = `Saved: new tabs now open ${url.origin}`;
});
