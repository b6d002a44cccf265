import { useRef, type ComponentType, type ReactNode } from 'react';
import type { BookmarkLink } from '@lodestar/core';
import { StaticBookmarkCard, type BookmarkCardProps } from './bookmark-card-view';
import { useHandOverFocus } from './keep-focus';

export interface CardListProps {
  links: BookmarkLink[];
  /** The cards (with their add zones), drawn with the card component given: static or sortable. */
  renderCards: (Card: ComponentType<BookmarkCardProps>, links: BookmarkLink[]) => ReactNode;
}

/** The cards as they first paint, before drag and drop has loaded. */
export function StaticList({ links, renderCards }: CardListProps) {
  const list = useRef<HTMLUListElement>(null);
  useHandOverFocus(list, 'static');
  return (
    <ul ref={list} className="bm-list">
      {renderCards(StaticBookmarkCard, links)}
    </ul>
  );
}
