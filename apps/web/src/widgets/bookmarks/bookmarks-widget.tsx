import { Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { addedElsewhere, viewedPeriod, type BookmarkLink, type PeriodChoice, type TimePeriod } from '@lodestar/core';
import { AddedNotice, type AddedElsewhere } from './added-notice';
import { AddZone } from './add-zone';
import type { BookmarkCardProps } from './bookmark-card-view';
import { StaticList } from './card-list';
import { EmptyState } from './empty-state';
import { EditToggle } from '../../components/ui/edit-toggle';
import { useCommand } from '../../lib/commands';
import { useEditMode } from '../../lib/use-edit-mode';
import { AddLinkDialog, DeleteLinkDialog, prefetchDialogs } from './lazy-dialogs';
import { PeriodTabs } from './period-tabs';
import { TouchAddButton } from './touch-add-button';
import { useBookmarks, type NewBookmark } from './use-bookmarks';
import { useClickGuard } from './use-click-guard';
import { useOpenRequest } from '../../lib/widget-requests';
import { usePeriod } from './use-period';
import './bookmarks-widget.css';
import './bookmarks-periods.css';
import './bookmarks-touch.css';

type SortableModule = typeof import('./sortable-list');
let sortableModule: SortableModule | null = null;

/**
 * Drag and drop (dnd-kit) is a chunk of its own, asked for once there are cards: they paint without it
 * and become sortable when it lands. Not a Suspense boundary: React would hold a reveal back for up to
 * 300 ms after showing a fallback, and the cards would wait for it.
 */
function useSortableModule(wanted: boolean): SortableModule | null {
  const [module, setModule] = useState(sortableModule);
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    import('./sortable-list').then(
      (loaded) => {
        sortableModule = loaded;
        if (live) setModule(loaded);
      },
      () => undefined, // Offline before it was ever cached: the cards stay, without drag and drop.
    );
    return () => {
      live = false;
    };
  }, [wanted, module]);
  return module;
}

/**
 * The links area: the current period's cards plus the always-show cards, sortable by drag or keyboard; the
 * other periods' cards behind their tabs.
 */
export function BookmarksWidget() {
  const period = usePeriod();
  const [choice, setChoice] = useState<PeriodChoice | null>(null);
  const viewed = viewedPeriod(period, choice);
  const { visible, hasAny, ready, add, update, remove, move } = useBookmarks(viewed);
  const [insertIndex, setInsertIndex] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<BookmarkLink | null>(null);
  const [added, setAdded] = useState<AddedElsewhere | null>(null);
  const [dragging, setDragging] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  // On a phone the cards' handles and menu buttons show only in Edit mode (bookmarks-touch.css).
  const editMode = useEditMode(root);
  const clickGuard = useClickGuard();
  const sortable = useSortableModule(visible.length > 0);
  useEffect(prefetchDialogs, []);
  // The first-run card's 'Add three bookmarks' opens the add dialog after the last card.
  useOpenRequest('bookmarks', () => setInsertIndex(visible.length));
  // The palette's 'Add bookmark': the add dialog for the end of the viewed period's cards.
  useCommand('bookmarks.add', () => setInsertIndex(visible.length));

  const view = useCallback(
    (next: TimePeriod) => {
      setChoice({ period: next, madeDuring: period });
      setAdded(null);
    },
    [period],
  );

  const addAt = useCallback(
    async (input: NewBookmark) => {
      add(input, insertIndex ?? visible.length);
      setInsertIndex(null);
      // A link for another time of day is not among these cards: say where it went.
      const elsewhere = addedElsewhere(input.show, viewed);
      setAdded(elsewhere ? { title: input.title, period: elsewhere } : null);
    },
    [add, insertIndex, visible.length, viewed],
  );

  const dragStateChange = useCallback(
    (active: boolean) => {
      if (active) clickGuard.arm();
      else clickGuard.disarm();
      setDragging(active);
    },
    [clickGuard],
  );
  const renderCards = (Card: ComponentType<BookmarkCardProps>, links: BookmarkLink[]) =>
    links.map((link, index) => (
      <Card
        key={link.id}
        link={link}
        onSave={update}
        onRequestDelete={setToDelete}
        zoneBefore={index === 0 && <AddZone side="before" onAdd={() => setInsertIndex(0)} />}
        zoneAfter={<AddZone side="after" onAdd={() => setInsertIndex(index + 1)} />}
      />
    ));

  // Until the local copy has loaded, show nothing rather than a false 'empty' state.
  if (!ready && visible.length === 0) return <div className="bm-widget" aria-busy="true" data-pending="" />;

  const cards =
    visible.length === 0 ? (
      <EmptyState onAdd={() => setInsertIndex(0)} />
    ) : (
      <>
        {sortable ? (
          <sortable.SortableList links={visible} renderCards={renderCards} onDragStateChange={dragStateChange} onMove={move} />
        ) : (
          <StaticList links={visible} renderCards={renderCards} />
        )}
        {/* The touch screen's list controls, under the cards: the period tabs leave a phone's row no room. */}
        <div className="bm-touch-row">
          <TouchAddButton onAdd={() => setInsertIndex(visible.length)} />
          <EditToggle mode={editMode} className="bm-edit-toggle" data-toasts-avoid="" />
        </div>
      </>
    );

  return (
    <div ref={root} className={`bm-widget${dragging ? ' bm-widget--dragging' : ''}${editMode.editing ? ' bm-widget--editing' : ''}`}>
      {/* A first bookmark needs no tabs: they show once there is something to sort by time of day. */}
      {hasAny ? (
        <PeriodTabs current={period} viewed={viewed} onView={view}>
          {cards}
        </PeriodTabs>
      ) : (
        cards
      )}
      <AddedNotice added={added} onView={view} onDismiss={() => setAdded(null)} />
      <Suspense fallback={null}>
        {insertIndex !== null && (
          <AddLinkDialog period={viewed} onAdd={addAt} onClose={() => setInsertIndex(null)} />
        )}
        {toDelete && (
          <DeleteLinkDialog
            link={toDelete}
            onCancel={() => setToDelete(null)}
            onConfirm={(link) => {
              remove(link.id);
              setToDelete(null);
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
