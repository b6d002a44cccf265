import { useCallback, useRef, useState, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { hostnameOf, type BookmarkLink } from '@lodestar/core';
import { notify } from '../../lib/notifications';
import { CardActions } from './card-actions';
import { CardMenu } from './card-menu';
import { DragHandle } from './drag-handle';
import { EditLinkForm } from './edit-link-form';
import { Favicon } from './favicon';
import type { BookmarkEdit } from './use-bookmarks';
import { useCopyLink } from './use-copy-link';
import { useLongPress } from './use-long-press';

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
  /** The mouse's and the keyboard's listeners, on the card's link. */
  listeners?: HTMLAttributes<HTMLElement>;
  /** The touch listener (and the keyboard's), on the drag handle only. */
  handleListeners?: HTMLAttributes<HTMLElement>;
  describedBy?: string;
  isDragging?: boolean;
}

interface CardViewProps extends BookmarkCardProps {
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  sortable?: SortableParts;
}

/**
 * One bookmark: favicon, title and hostname. A click or tap opens it in a new tab. Its actions are hover
 * buttons for the mouse, and a menu (its button, or a long press on the card) on touch screens. The same card
 * is drawn before drag and drop has loaded (static) and after (sortable), so the cards paint without dnd-kit.
 */
export function BookmarkCardView({ link, onSave, onRequestDelete, zoneBefore, zoneAfter, editing, onEditingChange, sortable = {} }: CardViewProps) {
  const host = hostnameOf(link.url);
  const [menuOpen, setMenuOpen] = useState(false);
  const card = useRef<HTMLLIElement | null>(null);
  const { setNodeRef } = sortable;
  const cardRef = useCallback(
    (node: HTMLLIElement | null) => {
      card.current = node;
      setNodeRef?.(node);
    },
    [setNodeRef],
  );
  const longPress = useLongPress(() => setMenuOpen(true));
  const { copied, copy } = useCopyLink();
  const copyLink = async () => {
    if (!(await copy(link.url))) notify({ type: 'error', title: 'Copy failed', message: 'The link could not be copied.', duration: 5000 });
  };
  const edit = () => onEditingChange(true);
  const requestDelete = () => onRequestDelete(link);

  if (editing) {
    return (
      <li ref={sortable.setNodeRef} style={sortable.style} className="bm-card bm-card--editing">
        {zoneBefore}
        <EditLinkForm
          initial={link}
          onCancel={() => onEditingChange(false)}
          onSave={(changes) => {
            onSave(link.id, changes);
            onEditingChange(false);
          }}
        />
        {zoneAfter}
      </li>
    );
  }

  return (
    <li
      ref={cardRef}
      style={sortable.style}
      className={`bm-card${sortable.isDragging ? ' bm-card--dragging' : ''}`}
      data-testid="bookmark-card"
    >
      {zoneBefore}
      <DragHandle title={link.title} listeners={sortable.handleListeners} describedBy={sortable.describedBy} />
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
        onPointerDown={(event) => {
          sortable.listeners?.onPointerDown?.(event);
          longPress.onPointerDown(event);
        }}
        onPointerMove={longPress.onPointerMove}
        onPointerUp={longPress.onPointerUp}
        onPointerCancel={longPress.onPointerCancel}
        onTouchEnd={longPress.onTouchEnd}
        onContextMenu={longPress.onContextMenu}
        onClick={(event) => {
          if (longPress.swallowClick(event)) return;
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
      <CardActions copied={copied} onCopy={() => void copyLink()} onEdit={edit} onDelete={requestDelete} />
      <CardMenu
        title={link.title}
        anchor={card}
        open={menuOpen}
        onOpenChange={setMenuOpen}
        onCopy={() => void copyLink()}
        onEdit={edit}
        onDelete={requestDelete}
      />
      {copied ? (
        <span className="bm-copied" role="status">
          Copied!
        </span>
      ) : null}
      {zoneAfter}
    </li>
  );
}

/** The card before drag and drop has loaded: the same card, not yet sortable. */
export function StaticBookmarkCard(props: BookmarkCardProps) {
  const [editing, setEditing] = useState(false);
  return <BookmarkCardView {...props} editing={editing} onEditingChange={setEditing} />;
}
