import { useEffect, useRef } from 'react';
import { isSwipeUpClose } from '@lodestar/core';
import { WIDGETS } from '../../widgets/registry';
import type { MobileWidgetId } from './mobile-items';
import { WidgetFrame } from './widget-frame';

interface MobileWidgetSheetProps {
  widget: MobileWidgetId;
  onClose(): void;
}

/**
 * The slide-up panel of the widget bar. Not modal: the widget bar stays usable so tapping the active
 * tab closes it. A tap on the backdrop, a swipe up of more than 100 px, or Escape closes it too.
 */
export function MobileWidgetSheet({ widget, onClose }: MobileWidgetSheetProps) {
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
        className="widget-sheet"
        role="dialog"
        aria-modal="false"
        aria-label={WIDGETS[widget].title}
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
        <WidgetFrame widget={WIDGETS[widget]} />
      </div>
    </>
  );
}
