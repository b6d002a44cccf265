import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { DndContext, closestCenter, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy } from '@dnd-kit/sortable';
import type { BookmarkLink } from '@lodestar/core';
import { AddZone } from './add-zone';
import { BookmarkCard } from './bookmark-card';
import { EmptyState } from './empty-state';
import { AddLinkDialog, DeleteLinkDialog, prefetchDialogs } from './lazy-dialogs';
import { sortAnnouncements, sortInstructions } from './sort-announcements';
import { useBookmarks, type NewBookmark } from './use-bookmarks';
import { useClickGuard } from './use-click-guard';
import { usePeriod } from './use-period';
import { useSortingSensors } from './use-sorting-sensors';
import './bookmarks-widget.css';

/** The links area: the current period's cards plus the always-show cards, sortable by drag or keyboard. */
export function BookmarksWidget() {
  const period = usePeriod();
  const { visible, ready, add, update, remove, move } = useBookmarks(period);
  const sensors = useSortingSensors();
  const [insertIndex, setInsertIndex] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<BookmarkLink | null>(null);
  const [dragging, setDragging] = useState(false);
  const clickGuard = useClickGuard();
  useEffect(prefetchDialogs, []);

  const ids = useMemo(() => visible.map((link) => link.id), [visible]);
  const accessibility = useMemo(() => {
    const titleOf = (id: string | number) => visible.find((link) => link.id === id)?.title ?? 'the bookmark';
    return { announcements: sortAnnouncements(titleOf), screenReaderInstructions: sortInstructions };
  }, [visible]);

  const addAt = useCallback(
    async (input: NewBookmark) => {
      add(input, insertIndex ?? visible.length);
      setInsertIndex(null);
    },
    [add, insertIndex, visible.length],
  );

  const dragStart = () => {
    clickGuard.arm();
    setDragging(true);
  };
  const dragStop = () => {
    clickGuard.disarm();
    setDragging(false);
  };
  const dragEnd = ({ active, over }: DragEndEvent) => {
    dragStop();
    if (over && active.id !== over.id) move(String(active.id), String(over.id));
  };

  // Until the local copy has loaded, show nothing rather than a false 'empty' state.
  if (!ready && visible.length === 0) return <div className="bm-widget" aria-busy="true" />;

  return (
    <div className={`bm-widget${dragging ? ' bm-widget--dragging' : ''}`}>
      {visible.length === 0 ? (
        <EmptyState onAdd={() => setInsertIndex(0)} />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          accessibility={accessibility}
          onDragStart={dragStart}
          onDragCancel={dragStop}
          onDragEnd={dragEnd}
        >
          <SortableContext items={ids} strategy={rectSortingStrategy}>
            <ul className="bm-list">
              {visible.map((link, index) => (
                <BookmarkCard
                  key={link.id}
                  link={link}
                  onSave={update}
                  onRequestDelete={setToDelete}
                  zoneBefore={index === 0 && <AddZone side="before" onAdd={() => setInsertIndex(0)} />}
                  zoneAfter={<AddZone side="after" onAdd={() => setInsertIndex(index + 1)} />}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      <Suspense fallback={null}>
        {insertIndex !== null && (
          <AddLinkDialog period={period} onAdd={addAt} onClose={() => setInsertIndex(null)} />
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
