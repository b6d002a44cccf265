import { useState } from 'react';
import { searchIcons, type NonNegotiableItem } from '@lodestar/core';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover';
import { nonNegotiableIcon } from './icons';

/** The item's icon as a button; it opens a search over the 20-icon catalogue (name, category, tags). */
export function IconPicker({ item, onPick }: { item: NonNegotiableItem; onPick(iconName: string): void }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const Current = nonNegotiableIcon(item.iconName);
  const found = searchIcons(query);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger className="ui-icon-button nn-customize__icon" aria-label={`Change icon of ${item.name}`}>
        <Current size={22} aria-hidden="true" />
      </PopoverTrigger>
      <PopoverContent className="nn-icons" align="start">
        <input
          className="nn-icons__search"
          type="search"
          aria-label="Search icons"
          placeholder="Search icons"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {found.length === 0 ? (
          <p className="nn-icons__none">No icons match</p>
        ) : (
          <ul className="nn-icons__grid">
            {found.map((icon) => {
              const Glyph = nonNegotiableIcon(icon.iconName);
              return (
                <li key={icon.iconName}>
                  <button
                    type="button"
                    className="nn-icons__choice"
                    aria-label={`${icon.name} (${icon.category})`}
                    aria-pressed={icon.iconName === item.iconName}
                    title={icon.name}
                    onClick={() => {
                      onPick(icon.iconName);
                      setOpen(false);
                      setQuery('');
                    }}
                  >
                    <Glyph size={22} aria-hidden="true" />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
