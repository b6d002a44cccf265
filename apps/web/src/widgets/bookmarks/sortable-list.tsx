import { useMemo, useRef } from 'react';
import { DndContext, MeasuringStrategy, closestCenter, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy } from '@dnd-kit/sortable';
import type { BookmarkLink } from '@lodestar/core';
import { BookmarkCard } from './bookmark-card';
import type { CardListProps } from './card-list';
import { useHandOverFocus } from './keep-focus';
import { sortAnnouncements, sortInstructions } from './sort-announcements';
import { useSortingSensors } from './use-sorting-sensors';

const ALWAYS_MEASURED = { droppable: { strategy: MeasuringStrategy.Always } };

interface SortableListProps extends CardListProps {
  onDragStateChange: (dragging: boolean) => void;
  onMove: (activeId: string, overId: string) => void;
}

/** The cards with drag and drop (dnd-kit): a chunk of its own, loaded once the cards have painted. */
export function SortableList({ links, renderCards, onDragStateChange, onMove }: SortableListProps) {
  const sensors = useSortingSensors();
  const list = useRef<HTMLUListElement>(null);
  useHandOverFocus(list, 'sortable');
  const ids = useMemo(() => links.map((link) => link.id), [links]);
  const accessibility = useMemo(() => {
    const titleOf = (id: string | number) => links.find((link: BookmarkLink) => link.id === id)?.title ?? 'the bookmark';
    return { announcements: sortAnnouncements(titleOf), screenReaderInstructions: sortInstructions };
  }, [links]);

  const dragEnd = ({ active, over }: DragEndEvent) => {
    onDragStateChange(false);
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      // Measured before a drag too: by default the places are measured only once a drag has started, and an arrow
      // pressed on a busy machine before that finds none and moves nothing.
      measuring={ALWAYS_MEASURED}
      collisionDetection={closestCenter}
      accessibility={accessibility}
      onDragStart={() => onDragStateChange(true)}
      onDragCancel={() => onDragStateChange(false)}
      onDragEnd={dragEnd}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ul ref={list} className="bm-list">
          {renderCards(BookmarkCard, links)}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
