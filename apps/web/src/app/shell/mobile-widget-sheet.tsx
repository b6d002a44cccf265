import { lazy, Suspense, useEffect, useRef } from 'react';
import { isSwipeUpClose } from '@lodestar/core';
import { WIDGETS } from '../../widgets/registry';
import type { MobileWidgetId } from './mobile-items';
import { WidgetFrame } from './widget-frame';

// Only a phone opens the list, and only when asked: it stays out of the dashboard's first screen.
const MobileWidgetList = lazy(() => import('./mobile-widget-list').then((m) => ({ default: m.MobileWidgetList })));

/** What the sheet shows: the list of widgets, or one of them. */
export type MobileSheet = MobileWidgetId | 'widgets';

interface MobileWidgetSheetProps {
  sheet: MobileSheet;
  onPick(id: MobileWidgetId): void;
  onClose(): void;
}

/**
 * The slide-up sheet over the bottom bar: the Widgets list, then the widget picked from it. Not modal: the bar
 * stays usable, so tapping Widgets again closes it. A tap on the backdrop, a swipe up of more than 100 px, or
 * Escape closes it too.
 */
export function MobileWidgetSheet({ sheet, onPick, onClose }: MobileWidgetSheetProps) {
  const startY = useRef<number | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <>
      <div className="widget-sheet__backdrop" data-testid="widget-sheet-backdrop" onClick={onClose} />
      <div
        id="widget-sheet"
        className="widget-sheet ui-surface"
        role="dialog"
        aria-modal="false"
        aria-label={sheet === 'widgets' ? 'Widgets' : WIDGETS[sheet].title}
        onTouchStart={(event) => {
          startY.current = event.touches[0]?.clientY ?? null;
        }}
        onTouchEnd={(event) => {
          const endY = event.changedTouches[0]?.clientY;
          if (startY.current !== null && endY !== undefined && isSwipeUpClose(startY.current, endY)) onClose();
          startY.current = null;
        }}
      >
        <span className="widget-sheet__handle" aria-hidden="true" />
        {sheet === 'widgets' ? (
          <Suspense fallback={null}>
            <MobileWidgetList onPick={onPick} />
          </Suspense>
        ) : <WidgetFrame widget={WIDGETS[sheet]} />}
      </div>
    </>
  );
}
