import { CaretLeft, CaretRight, GearSix, MagnifyingGlass, Star } from '@phosphor-icons/react';

export type ScripturePanel = 'search' | 'settings' | null;

interface ScriptureHeaderProps {
  favoriteCount: number;
  /** The shown verse's place among the favourites, -1 when it is not one. */
  favoritePosition: number;
  isFavorite: boolean;
  canFavorite: boolean;
  panel: ScripturePanel;
  onFavoriteStep(step: 1 | -1): void;
  onToggleFavorite(): void;
  onTogglePanel(panel: Exclude<ScripturePanel, null>): void;
}

/** Previous/next favourite with its counter, the favourite toggle, and the search and settings toggles. */
export function ScriptureHeader(props: ScriptureHeaderProps) {
  const { favoriteCount, favoritePosition, isFavorite, canFavorite, panel } = props;
  const none = favoriteCount === 0;
  return (
    <div className="scr-header">
      <div className="scr-header__favorites" role="group" aria-label="Favorites">
        <button type="button" className="scr-icon" aria-label="Previous favorite" disabled={none} onClick={() => props.onFavoriteStep(-1)}>
          <CaretLeft size={18} aria-hidden="true" />
        </button>
        <span className="scr-header__count" aria-live="polite">
          {none ? 'No favorites yet' : `${favoritePosition >= 0 ? favoritePosition + 1 : '–'} of ${favoriteCount}`}
        </span>
        <button type="button" className="scr-icon" aria-label="Next favorite" disabled={none} onClick={() => props.onFavoriteStep(1)}>
          <CaretRight size={18} aria-hidden="true" />
        </button>
      </div>
      <div className="scr-header__actions">
        <button
          type="button"
          className={`scr-icon${isFavorite ? ' scr-icon--on' : ''}`}
          aria-label={isFavorite ? 'Remove from favorites' : 'Add to favorites'}
          aria-pressed={isFavorite}
          disabled={!canFavorite}
          onClick={props.onToggleFavorite}
        >
          <Star size={20} weight={isFavorite ? 'fill' : 'regular'} aria-hidden="true" />
        </button>
        <button
          type="button"
          className={`scr-icon${panel === 'search' ? ' scr-icon--on' : ''}`}
          aria-label="Search scriptures"
          aria-expanded={panel === 'search'}
          onClick={() => props.onTogglePanel('search')}
        >
          <MagnifyingGlass size={20} aria-hidden="true" />
        </button>
        <button
          type="button"
          className={`scr-icon${panel === 'settings' ? ' scr-icon--on' : ''}`}
          aria-label="Scripture settings"
          aria-expanded={panel === 'settings'}
          onClick={() => props.onTogglePanel('settings')}
        >
          <GearSix size={20} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
