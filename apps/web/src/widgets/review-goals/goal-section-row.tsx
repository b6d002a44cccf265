import { useId, useState } from 'react';
import { ArrowDown, ArrowUp, Eye, EyeSlash } from '@phosphor-icons/react';
import { emptySectionText, GOAL_TEXT_MAX, GOAL_TITLE_MAX, htmlAsText, moveSection, type GoalSectionKey } from '@lodestar/core';
import { Markdown } from '../../components/ui/markdown';
import type { ReviewSection } from './review-section';
import { useDraftSave } from './use-draft-save';

interface RowProps {
  sectionKey: GoalSectionKey;
  position: number;
  section: ReviewSection;
}

function TitleEditor({ title, onCommit }: { title: string; onCommit(title: string): void }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(title);
  if (!editing) {
    return (
      <button type="button" className="rg-row__title" title="Click to rename" aria-label={`Rename ${title}`} onClick={() => { setDraft(title); setEditing(true); }}>
        {title}
      </button>
    );
  }
  const commit = () => {
    const next = draft.trim().slice(0, GOAL_TITLE_MAX);
    if (next && next !== title) onCommit(next);
    setEditing(false);
  };
  return (
    <input
      className="rg-row__title-input"
      aria-label={`Title of ${title}`}
      value={draft}
      maxLength={GOAL_TITLE_MAX}
      autoFocus
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}

/** One section in setup: rename, move up or down, show or hide in the carousel, and Edit/Done with a text area. */
export function GoalSectionRow({ sectionKey, position, section }: RowProps) {
  const { data } = section;
  const title = data.titles[sectionKey];
  const hidden = data.hiddenSections.includes(sectionKey);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(data[sectionKey]);
  const textId = useId();
  const save = (text = draft) => section.setField(sectionKey, text.slice(0, GOAL_TEXT_MAX));
  useDraftSave(draft, editing, save);

  return (
    <li className="rg-row" data-hidden={hidden}>
      <div className="rg-row__header">
        <TitleEditor title={title} onCommit={(next) => section.setField('titles', { ...data.titles, [sectionKey]: next })} />
        <div className="rg-row__tools">
          <button
            type="button"
            className="ui-icon-button"
            aria-label={`Move ${title} up`}
            disabled={position === 0}
            onClick={() => section.setField('sectionOrder', moveSection(data.sectionOrder, sectionKey, -1))}
          >
            <ArrowUp size={18} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="ui-icon-button"
            aria-label={`Move ${title} down`}
            disabled={position === data.sectionOrder.length - 1}
            onClick={() => section.setField('sectionOrder', moveSection(data.sectionOrder, sectionKey, 1))}
          >
            <ArrowDown size={18} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="ui-icon-button"
            aria-label={hidden ? `Show ${title} in the carousel` : `Hide ${title} from the carousel`}
            aria-pressed={!hidden}
            onClick={() =>
              section.setField(
                'hiddenSections',
                hidden ? data.hiddenSections.filter((key) => key !== sectionKey) : [...data.hiddenSections, sectionKey],
              )
            }
          >
            {hidden ? <EyeSlash size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
          </button>
          <button
            type="button"
            className="ui-button ui-button--secondary rg-row__edit"
            aria-label={editing ? `Done editing ${title}` : `Edit ${title}`}
            onClick={() => {
              if (editing) save();
              else setDraft(data[sectionKey]);
              setEditing(!editing);
            }}
          >
            {editing ? 'Done' : 'Edit'}
          </button>
        </div>
      </div>
      {editing ? (
        <>
          <label className="visually-hidden" htmlFor={textId}>{`${title} (markdown)`}</label>
          <textarea
            id={textId}
            className="rg-row__text"
            value={draft}
            rows={8}
            maxLength={GOAL_TEXT_MAX}
            placeholder="Write in markdown: # headings, **bold**, - lists"
            onChange={(event) => setDraft(event.target.value)}
            onBlur={() => save()}
          />
        </>
      ) : data[sectionKey].trim() ? (
        <Markdown className="rg-row__preview">{htmlAsText(data[sectionKey])}</Markdown>
      ) : (
        <p className="rg-row__empty">{emptySectionText(title)}</p>
      )}
    </li>
  );
}
