import { useState, type CSSProperties, type ReactNode } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { hostnameOf, type BookmarkLink } from '@lodestar/core';
import { CardActions } from './card-actions';
import { EditLinkForm } from './edit-link-form';
import { Favicon } from './favicon';
import type { BookmarkEdit } from './use-bookmarks';

interface BookmarkCardProps {
  link: BookmarkLink;
  onSave: (id: string, edit: BookmarkEdit) => void;
  onRequestDelete: (link: BookmarkLink) => void;
  /** The add zones in the gaps before (first card only) and after this card, in tab order. */
  zoneBefore?: ReactNode;
  zoneAfter?: ReactNode;
}

/**
 * One bookmark: favicon, title and hostname. A click opens it in a new tab; a press that moves more than
 * 5 px is a drag (the sensors' activation distance) and never ends in a click (dnd-kit and useClickGuard).
 */
export function BookmarkCard({ link, onSave, onRequestDelete, zoneBefore, zoneAfter }: BookmarkCardProps) {
  const [editing, setEditing] = useState(false);
  const sortable = useSortable({ id: link.id, disabled: editing });
  const host = hostnameOf(link.url);
  const style: CSSProperties = { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition };

  if (editing) {
    return (
      <li ref={sortable.setNodeRef} style={style} className="bm-card bm-card--editing">
        {zoneBefore}
        <EditLinkForm
          initial={link}
          onCancel={() => setEditing(false)}
          onSave={(edit) => {
            onSave(link.id, edit);
            setEditing(false);
          }}
        />
        {zoneAfter}
      </li>
    );
  }

  // A link, not dnd-kit's default role=button: it opens the bookmark; Space picks it up for sorting.
  const { 'aria-describedby': describedBy } = sortable.attributes;
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
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
        aria-describedby={describedBy}
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
      <CardActions url={link.url} onEdit={() => setEditing(true)} onDelete={() => onRequestDelete(link)} />
      {zoneAfter}
    </li>
  );
}
