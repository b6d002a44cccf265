import { Suspense, type CSSProperties } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useReturnFocus } from '../../components/ui/use-return-focus';
import { X } from '@phosphor-icons/react';
import { PANELS, type PanelId, type PanelProps } from './panel-registry';
import { WidgetErrorBoundary } from './widget-error-boundary';
import './side-panel.css';

interface SidePanelProps extends PanelProps {
  id: PanelId;
}

/** A side panel: 500 px (400 px for the library), full width on phones; Escape or the close button closes it. */
export function SidePanel({ id, user, onClose, openPanel }: SidePanelProps) {
  const returnFocus = useReturnFocus();
  const { title, width, Component } = PANELS[id];
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="side-panel__overlay" />
        <Dialog.Content
          {...returnFocus}
          className="side-panel ui-surface"
          data-panel={id}
          style={{ '--panel-width': `${width}px` } as CSSProperties}
          aria-describedby={undefined}
        >
          <header className="side-panel__header">
            <Dialog.Title className="side-panel__title">{title}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label="Close panel">
              <X size={20} aria-hidden="true" />
            </Dialog.Close>
          </header>
          <div className="side-panel__body">
            <WidgetErrorBoundary>
              <Suspense fallback={<p className="side-panel__loading">Loading...</p>}>
                <Component user={user} onClose={onClose} openPanel={openPanel} />
              </Suspense>
            </WidgetErrorBoundary>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
