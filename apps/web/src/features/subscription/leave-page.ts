import { appHref } from '../../lib/app-host';

/** Full-page navigations, kept in one place so component tests can observe them (jsdom cannot navigate). */
export function leaveTo(url: string): void {
  window.location.assign(appHref(url));
}

export function reloadPage(): void {
  window.location.reload();
}
