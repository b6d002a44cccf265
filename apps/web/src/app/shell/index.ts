export { DashboardShell } from './dashboard-shell';
export { usePanels } from './panel-context';
export { PANEL_IDS, type PanelId, type PanelProps } from './panel-registry';
export type { ShellUser } from './shell-user';
