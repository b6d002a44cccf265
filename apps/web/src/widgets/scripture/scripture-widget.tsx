import { useState } from 'react';
import type { ReadingMode } from '@lodestar/core';
import { useCommand } from '../../lib/commands';
import { ScriptureFooter } from './scripture-footer';
import { ScriptureHeader, type ScripturePanel } from './scripture-header';
import { ScriptureNotes } from './scripture-notes';
import { ScriptureSearchPanel } from './scripture-search-panel';
import { ScriptureSettingsPanel } from './scripture-settings-panel';
import { ScriptureVerse } from './scripture-verse';
import { useScriptureReader } from './use-scripture-reader';
import './scripture-widget.css';

/** The daily scripture (spec 002 §2): header, verse with navigation, footer, and the notes panel. */
export function ScriptureWidget() {
  const reader = useScriptureReader();
  const { section, banner, favorites } = reader;
  // While a notice stands in for the verse (no favourites yet), nothing can be copied, noted or starred.
  const verse = reader.notice ? null : reader.verse;
  const [panel, setPanel] = useState<ScripturePanel>(null);
  const [notesOpen, setNotesOpen] = useState(false);
  // The palette's look-up ('John 3:16' or words): the search panel opens with it and searches at once.
  const [lookup, setLookup] = useState<{ query: string; key: number } | null>(null);
  useCommand('scripture.lookup', ({ query }) => {
    setLookup((last) => ({ query, key: (last?.key ?? 0) + 1 }));
    setPanel('search');
  });
  const note = verse ? section.data.notes[String(verse.id)] : undefined;

  const saveNote = (text: string) => {
    if (!verse) return;
    const key = String(verse.id);
    if (!text.trim()) section.removeRecord('notes', key);
    else section.putRecord('notes', key, { verseId: verse.id, verseTitle: verse.verseTitle, text, updatedAt: Date.now() });
  };

  const setMode = (mode: ReadingMode) => {
    reader.clearError();
    section.setField('readingMode', mode);
  };

  return (
    <div className="scr">
      <ScriptureHeader
        favoriteCount={favorites.length}
        favoritePosition={reader.favoritePosition}
        isFavorite={reader.isFavorite}
        canFavorite={verse !== null}
        panel={panel}
        onFavoriteStep={reader.showFavorite}
        onToggleFavorite={reader.toggleFavorite}
        onTogglePanel={(next) => setPanel((open) => (open === next ? null : next))}
      />
      {banner && (
        <div key={banner.key} className="scr-banner" role="alert">
          <span>{banner.text}</span>
          <button type="button" className="scr-banner__close" aria-label="Dismiss" onClick={reader.clearError}>
            ×
          </button>
        </div>
      )}
      {panel === 'settings' && (
        <ScriptureSettingsPanel
          includeKJV={section.data.includeKJV}
          includeLDS={section.data.includeLDS}
          readingMode={section.data.readingMode}
          onSources={(next) => {
            reader.clearError();
            section.transact((writer) => {
              writer.setField('includeKJV', next.includeKJV);
              writer.setField('includeLDS', next.includeLDS);
            });
          }}
          onMode={setMode}
          onError={reader.showError}
        />
      )}
      {panel === 'search' && (
        <ScriptureSearchPanel
          key={lookup?.key}
          initialQuery={lookup?.query}
          sources={reader.sources}
          onError={reader.showError}
          onSearched={reader.clearError}
          onOpen={(found) => {
            reader.clearError();
            reader.show(found);
            setPanel(null);
          }}
        />
      )}
      <ScriptureVerse verse={reader.verse} notice={reader.notice} hidden={reader.hidden} busy={reader.busy} onStep={(step) => void reader.step(step)} />
      <ScriptureFooter
        verse={verse}
        notesOpen={notesOpen}
        hasNote={Boolean(note?.text)}
        onToggleNotes={() => setNotesOpen((open) => !open)}
        onCopyFailed={() => reader.showError('Could not copy to the clipboard')}
      />
      {notesOpen && verse && <ScriptureNotes key={verse.id} verse={verse} note={note} onSave={saveNote} />}
    </div>
  );
}
