import type { PanelId } from './panels';

/** Each panel's title (its heading, and its name in the command palette); apart from panels.ts, which
 * the first screen loads, as only the lazy panel registry and palette need them. */
export const PANEL_TITLES: Record<PanelId, string> = {
  library: 'Library',
  agents: 'Agents',
  profile: 'Profile',
  settings: 'Settings',
  subscription: 'Subscription',
  account: 'Account Information',
  admin: 'Admin Panel',
  help: 'Help & Support',
};
