import { appHref } from '../../lib/app-host';

/** Full-page navigations of the account screens, in one place so component tests can observe them. */
export const accountNavigation = {
  leave(url: string): void {
    window.location.assign(appHref(url));
  },
};
