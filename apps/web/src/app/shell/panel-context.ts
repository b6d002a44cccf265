import { createContext, useContext } from 'react';
import type { PanelId } from './panel-registry';

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
