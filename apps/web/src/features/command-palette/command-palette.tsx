import { Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { Command } from 'cmdk';
import { BookOpen } from '@phosphor-icons/react';
import { bestScore, classifySearchInput, formatReference, rankScore } from '@lodestar/core';
import { Dialog } from '../../components/ui/dialog';
import { AgentRunDialog } from '../../lib/agents-bridge';
import { sendCommand } from '../../lib/commands';
import { isMacLike } from './shortcut-list';
import type { PaletteGroup, PaletteItem } from './palette-item';
import type { PalettePage } from './palette-types';
import { useActionItems } from './use-action-items';
import { useBookmarkItems } from './use-bookmark-items';
import { useNavigationItems } from './use-navigation-items';
import { useActiveDescendant } from './use-active-descendant';
import { useRecentChoices } from './use-recent-choices';
import './command-palette.css';

const GROUPS: readonly PaletteGroup[] = ['Bookmarks', 'Actions', 'Go to', 'Settings', 'Agents'];

/** The scripture look-up for what is typed: a reference opens it, words search for them. */
function scriptureLookup(search: string): { label: string; query: string } | null {
  const input = classifySearchInput(search);
  if (input.kind === 'reference') return { label: `Look up ${formatReference(input.reference)} in scripture`, query: formatReference(input.reference) };
  if (input.kind === 'words') return { label: `Search scriptures for “${input.query}”`, query: input.query };
  return null;
}

function PaletteRow({ item, onSelect }: { item: PaletteItem; onSelect(item: PaletteItem): void }) {
  const Icon = item.icon;
  return (
    <Command.Item className="palette__item" value={item.id} keywords={[item.label, ...(item.keywords ?? [])]} onSelect={() => onSelect(item)}>
      <Icon size={18} aria-hidden="true" className="palette__icon" />
      <span className="palette__text">
        <span className="palette__label">{item.label}</span>
        {item.hint && <span className="palette__hint">{item.hint}</span>}
      </span>
    </Command.Item>
  );
}

interface CommandPaletteProps {
  page: PalettePage;
  onClose(): void;
  onShowShortcuts(): void;
}

/** One search box over the page: bookmarks, widgets, panels, settings sections and actions (cmdk). */
export function CommandPalette({ page, onClose, onShowShortcuts }: CommandPaletteProps) {
  const [search, setSearch] = useState('');
  const [agentToRun, setAgentToRun] = useState<string | null>(null);
  const { recent, remember } = useRecentChoices(page.user?.id ?? null);
  const bookmarks = useBookmarkItems();
  const actions = useActionItems(page.user !== null, setAgentToRun);
  const navigation = useNavigationItems(page);
  const items = useMemo(() => [...bookmarks, ...actions, ...navigation], [bookmarks, actions, navigation]);
  const newTab = useRef(false);
  // A state, not a ref: the dialog's portal mounts its content a render after the palette.
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  useActiveDescendant(root);

  const filter = useCallback(
    (value: string, query: string, keywords?: string[]) => rankScore(bestScore(query, keywords ?? [value]), recent.indexOf(value), recent.length),
    [recent],
  );

  const choose = (item: PaletteItem) => {
    remember(item.id);
    const options = { newTab: newTab.current };
    if (item.id.startsWith('action:agent:')) {
      item.run(options);
      return;
    }
    onClose();
    // After the palette has closed and handed the focus back, so the item can move it (a section, a field).
    setTimeout(() => item.run(options), 0);
  };

  if (agentToRun)
    return (
      <Suspense fallback={null}>
        <AgentRunDialog agentId={agentToRun} open onOpenChange={(open) => !open && onClose()} />
      </Suspense>
    );

  const typed = search.trim() !== '';
  const byId = new Map(items.map((item) => [item.id, item]));
  // Before typing, the recent choices come first (and only there); typed, they rank higher among the matches.
  const recentItems = typed ? [] : recent.flatMap((id) => byId.get(id) ?? []);
  const shownElsewhere = new Set(recentItems.map((item) => item.id));
  const lookup = typed ? scriptureLookup(search) : null;
  const mod = isMacLike() ? '⌘' : 'Ctrl';

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Search" hideTitle showClose={false} size="lg" className="palette">
      <Command
        ref={setRoot}
        label="Search"
        filter={filter}
        loop
        className="palette__command"
        // Ctrl/Cmd with Enter (or a click) opens a bookmark in a new tab.
        onKeyDownCapture={(event) => {
          if (event.key === 'Enter') newTab.current = event.ctrlKey || event.metaKey;
        }}
        onClickCapture={(event) => {
          newTab.current = event.ctrlKey || event.metaKey;
        }}
      >
        <Command.Input className="palette__input" value={search} onValueChange={setSearch} placeholder="Search bookmarks, widgets, settings and actions" autoFocus />
        <Command.List className="palette__list" label="Results">
          <Command.Empty className="palette__empty">No results for “{search.trim()}”</Command.Empty>
          {recentItems.length > 0 && (
            <Command.Group heading="Recent" className="palette__group">
              {recentItems.map((item) => (
                <PaletteRow key={item.id} item={item} onSelect={choose} />
              ))}
            </Command.Group>
          )}
          {GROUPS.map((group) => {
            const members = items.filter((item) => item.group === group && !shownElsewhere.has(item.id));
            if (members.length === 0) return null;
            return (
              <Command.Group key={group} heading={group} className="palette__group">
                {members.map((item) => (
                  <PaletteRow key={item.id} item={item} onSelect={choose} />
                ))}
              </Command.Group>
            );
          })}
          {lookup && (
            <Command.Group heading="Scripture" className="palette__group" forceMount>
              <Command.Item
                className="palette__item"
                value="lookup:scripture"
                forceMount
                onSelect={() => {
                  onClose();
                  sendCommand('shell.revealWidget', { id: 'scripture' });
                  sendCommand('scripture.lookup', { query: lookup.query });
                }}
              >
                <BookOpen size={18} aria-hidden="true" className="palette__icon" />
                <span className="palette__label">{lookup.label}</span>
              </Command.Item>
            </Command.Group>
          )}
        </Command.List>
        <p className="palette__footer">
          <span>
            <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>Enter</kbd> to open, <kbd>{mod}</kbd> <kbd>Enter</kbd> for a new tab
          </span>
          <button type="button" className="ui-button ui-button--link palette__shortcuts" onClick={onShowShortcuts}>
            All shortcuts (?)
          </button>
        </p>
      </Command>
    </Dialog>
  );
}
