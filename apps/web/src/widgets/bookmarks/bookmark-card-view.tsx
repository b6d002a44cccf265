import { useState, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { hostnameOf, type BookmarkLink } from '@lodestar/core';
import { CardActions } from './card-actions';
import { EditLinkForm } from './edit-link-form';
import { Favicon } from './favicon';
import type { BookmarkEdit } from './use-bookmarks';

export interface BookmarkCardProps {
  link: BookmarkLink;
  onSave: (id: string, edit: BookmarkEdit) => void;
  onRequestDelete: (link: BookmarkLink) => void;
  /** The add zones in the gaps before (first card only) and after this card, in tab order. */
  zoneBefore?: ReactNode;
  zoneAfter?: ReactNode;
}

/** What sorting adds to a card (dnd-kit's useSortable, in bookmark-card.tsx); nothing on a static card. */
export interface SortableParts {
  setNodeRef?: (node: HTMLElement | null) => void;
  setActivatorNodeRef?: (node: HTMLElement | null) => void;
  style?: CSSProperties;
  listeners?: HTMLAttributes<HTMLElement>;
  describedBy?: string;
  isDragging?: boolean;
}

interface CardViewProps extends BookmarkCardProps {
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  sortable?: SortableParts;
}

/**
 * One bookmark: favicon, title and hostname. A click opens it in a new tab. The same card is drawn before
 * drag and drop has loaded (static) and after (sortable), so the cards paint without waiting for dnd-kit.
 */
export function BookmarkCardView({ link, onSave, onRequestDelete, zoneBefore, zoneAfter, editing, onEditingChange, sortable = {} }: CardViewProps) {
  const host = hostnameOf(link.url);
  if (editing) {
    return (
      <li ref={sortable.setNodeRef} style={sortable.style} className="bm-card bm-card--editing">
        {zoneBefore}
        <EditLinkForm
          initial={link}
          onCancel={() => onEditingChange(false)}
          onSave={(edit) => {
            onSave(link.id, edit);
            onEditingChange(false);
          }}
        />
        {zoneAfter}
      </li>
    );
  }

  return (
    <li
      ref={sortable.setNodeRef}
      style={sortable.style}
      className={`bm-card${sortable.isDragging ? ' bm-card--dragging' : ''}`}
      data-testid="bookmark-card"
    >
      {zoneBefore}
      <a
        ref={sortable.setActivatorNodeRef}
        className="bm-card__link"
        href={link.url}
        target="_blank"
        rel="noopener noreferrer"
        draggable={false}
        // The whole title as a tooltip, for titles too long for two lines.
        title={link.title}
        aria-describedby={sortable.describedBy}
        {...sortable.listeners}
        onClick={(event) => {
          event.preventDefault();
          window.open(link.url, '_blank', 'noopener');
        }}
      >
        <Favicon url={link.url} />
        <span className="bm-card__text">
          <span className="bm-card__title">{link.title}</span>
          <span className="bm-card__host">{host}</span>
        </span>
      </a>
      <CardActions url={link.url} onEdit={() => onEditingChange(true)} onDelete={() => onRequestDelete(link)} />
      {zoneAfter}
    </li>
  );
}

/** The card before drag and drop has loaded: the same card, not yet sortable. */
export function StaticBookmarkCard(props: BookmarkCardProps) {
  const [editing, setEditing] = useState(false);
  return <BookmarkCardView {...props} editing={editing} onEditingChange={setEditing} />;
}
