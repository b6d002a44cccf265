import { Suspense } from 'react';
import { CaretDoubleRight } from '@phosphor-icons/react';
import type { WidgetDefinition } from '../../widgets/define-widget';
import { useFirstCardShown } from '../../lib/first-card';
import { WidgetErrorBoundary } from './widget-error-boundary';

interface WidgetFrameProps {
  widget: WidgetDefinition;
  /** Shown for widgets that can sit as a right-edge tab. */
  onCollapse?: () => void;
  /** The links area renders bookmarks without the card header. */
  bare?: boolean;
}

/** One widget on the page: its card, its own error boundary and Suspense around the lazy body. */
export function WidgetFrame({ widget, onCollapse, bare = false }: WidgetFrameProps) {
  const { id, title, icon: Icon, Component } = widget;
  const headingId = `widget-${id}-title`;
  // The bookmarks are the first card; every other widget loads once they have painted (lib/first-card).
  const waiting = !useFirstCardShown() && id !== 'bookmarks';
  // A status (a bare div may carry no aria-label): 'Loading Wins' is read while the card's chunk arrives.
  const loading = <div className="widget__loading" role="status" aria-label={`Loading ${title}`} data-pending="" />;
  return (
    <section
      id={`widget-${id}`}
      className={bare ? 'widget widget--bare' : 'widget ui-surface'}
      data-widget={id}
      tabIndex={-1}
      {...(bare ? { 'aria-label': title } : { 'aria-labelledby': headingId })}
    >
      {!bare && (
        <header className="widget__header">
          <Icon size={20} aria-hidden="true" />
          <h2 id={headingId} className="widget__title">
            {title}
          </h2>
          {onCollapse && (
            <button type="button" className="icon-button" aria-label={`Collapse ${title}`} onClick={onCollapse}>
              <CaretDoubleRight size={18} aria-hidden="true" />
            </button>
          )}
        </header>
      )}
      <div className="widget__body">
        <WidgetErrorBoundary>
          <Suspense fallback={loading}>{waiting ? loading : <Component />}</Suspense>
        </WidgetErrorBoundary>
      </div>
    </section>
  );
}
