import { lazy, Suspense } from 'react';
import type { PanelId } from './panel-registry';
import type { ShellUser } from './shell-user';

// Radix Dialog and every panel body load on the first open, not with the dashboard.
const SidePanel = lazy(() => import('./side-panel').then((m) => ({ default: m.SidePanel })));

interface PanelHostProps {
  panel: PanelId | null;
  user: ShellUser | null;
  onClose(): void;
  openPanel(id: PanelId): void;
}

export function PanelHost({ panel, user, onClose, openPanel }: PanelHostProps) {
  if (!panel) return null;
  return (
    <Suspense fallback={null}>
      <SidePanel key={panel} id={panel} user={user} onClose={onClose} openPanel={openPanel} />
    </Suspense>
  );
}
