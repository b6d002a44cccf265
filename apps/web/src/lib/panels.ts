import { createContext, useContext } from 'react';
import type { ShellUser } from './shell-user';

/**
 * The contract between the shell and the side panels it hosts. It lives in lib, not in app/shell, so a
 * panel (a feature or a widget's panel) never imports the shell: the shell imports them, never the reverse.
 */
export const PANEL_IDS = ['library', 'agents', 'profile', 'settings', 'subscription', 'account', 'admin', 'help'] as const;
export type PanelId = (typeof PANEL_IDS)[number];

export interface PanelProps {
  user: ShellUser | null;
  onClose(): void;
  /** Switches to another panel (the profile panel opens settings, account, subscription). */
  openPanel(id: PanelId): void;
}

export interface PanelControls {
  openPanel(id: PanelId): void;
  closePanel(): void;
}

export const PanelContext = createContext<PanelControls | null>(null);

/** Opens and closes the shell's side panels from anywhere inside the dashboard. */
export function usePanels(): PanelControls {
  const controls = useContext(PanelContext);
  if (!controls) throw new Error('usePanels must be used inside DashboardShell');
  return controls;
}
