import { lazy, type ComponentType } from 'react';
import { PANEL_TITLES } from '../../lib/panel-titles';
import type { PanelId, PanelProps } from '../../lib/panels';

// The contract (ids and props) is lib's, so panels never import the shell; the shell registers them here.
export { PANEL_IDS, type PanelId, type PanelProps } from '../../lib/panels';

export interface PanelDefinition {
  title: string;
  /** Side panels are 500 px wide; the music library 400 px, the Admin Panel up to 800 px. Full width at 768 px and below. */
  width: 400 | 500 | 800;
  /** The panel's body, a lazy chunk. */
  Component: ComponentType<PanelProps>;
}

/*
 * Registering a panel is one line in its entry, for example:
 *   Component: lazy(() => import('../../features/profile/profile-panel').then((m) => ({ default: m.ProfilePanel }))),
 */
export const PANELS: Record<PanelId, PanelDefinition> = {
  library: {
    title: PANEL_TITLES.library,
    width: 400,
    Component: lazy(() => import('../../widgets/music/music-library-panel').then((m) => ({ default: m.MusicLibraryPanel }))),
  },
  agents: {
    title: PANEL_TITLES.agents,
    width: 500,
    Component: lazy(() => import('../../widgets/agent-cards/agents-panel').then((m) => ({ default: m.AgentsPanel }))),
  },
  profile: {
    title: PANEL_TITLES.profile,
    width: 500,
    Component: lazy(() => import('../../features/profile/profile-panel').then((m) => ({ default: m.ProfilePanel }))),
  },
  settings: {
    title: PANEL_TITLES.settings,
    width: 500,
    Component: lazy(() => import('../../features/settings/settings-panel').then((m) => ({ default: m.SettingsPanel }))),
  },
  subscription: {
    title: PANEL_TITLES.subscription,
    width: 500,
    Component: lazy(() => import('../../features/subscription/subscription-panel').then((m) => ({ default: m.SubscriptionPanel }))),
  },
  account: {
    title: PANEL_TITLES.account,
    width: 500,
    Component: lazy(() => import('../../features/account/account-panel').then((m) => ({ default: m.AccountPanel }))),
  },
  admin: {
    title: PANEL_TITLES.admin,
    width: 800,
    Component: lazy(() => import('../../features/admin/admin-panel').then((m) => ({ default: m.AdminPanel }))),
  },
  help: {
    title: PANEL_TITLES.help,
    width: 500,
    Component: lazy(() => import('../../features/help/help-panel').then((m) => ({ default: m.HelpPanel }))),
  },
};
