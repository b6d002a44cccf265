import type { CatalogTrack, MusicCatalog } from './music-catalog';
import { MUSIC_TAG_INFO, type MusicTag } from './music-tags';

/** The library's filter buttons besides Genre (spec 001 §2). */
export const PLAYLIST_CATEGORIES = ['genre', 'focus', 'motivation', 'learning', 'personal'] as const;
export type PlaylistCategory = (typeof PLAYLIST_CATEGORIES)[number];
export const PLAYLIST_CATEGORY_NAMES: Record<PlaylistCategory, string> = {
  genre: 'Genre',
  focus: 'Focus',
  motivation: 'Motivation',
  learning: 'Learning',
  personal: 'Personal',
};

export interface PlaylistRule {
  requiredTags: readonly MusicTag[];
  excludeTags: readonly MusicTag[];
  /** Tracks carrying one of these come first. */
  optionalTags: readonly MusicTag[];
}

export interface TagPlaylistDefinition extends PlaylistRule {
  id: string;
  name: string;
  description: string;
  category: PlaylistCategory;
}

export interface Playlist extends PlaylistRule {
  id: string;
  name: string;
  description: string;
  category: PlaylistCategory;
  genre?: string;
  /** Track ids in play order. */
  tracks: string[];
}

/**
 * The tag playlists, exactly the spec's rules (001 §3). The spec does not show how the filter buttons map
 * onto playlists; ours: Focus holds what keeps attention steady (Deep Focus, Ambient Work), Motivation
 * what drives (Morning Energy, Power Hour), Learning the study list (Study Session), and Personal the
 * user's own and mood lists (Favorites, Creative Flow, Wind Down). Genre holds one playlist per genre.
 */
export const TAG_PLAYLISTS: readonly TagPlaylistDefinition[] = [
  { id: 'deep-focus', name: 'Deep Focus', description: 'Calm tracks for concentration', category: 'focus', requiredTags: ['focus'], excludeTags: ['energy'], optionalTags: [] },
  { id: 'morning-energy', name: 'Morning Energy', description: 'Upbeat tracks to start the day', category: 'motivation', requiredTags: ['energy', 'motivation'], excludeTags: [], optionalTags: [] },
  { id: 'study-session', name: 'Study Session', description: 'Steady music for reading', category: 'learning', requiredTags: ['learning'], excludeTags: ['energy'], optionalTags: [] },
  { id: 'creative-flow', name: 'Creative Flow', description: 'Colourful music for ideas', category: 'personal', requiredTags: ['creative'], excludeTags: [], optionalTags: [] },
  { id: 'wind-down', name: 'Wind Down', description: 'Slow and soft, for the evening', category: 'personal', requiredTags: ['relaxation'], excludeTags: ['energy', 'motivation'], optionalTags: [] },
  { id: 'ambient-work', name: 'Ambient Work', description: 'Textures without a beat', category: 'focus', requiredTags: ['ambient'], excludeTags: [], optionalTags: [] },
  { id: 'power-hour', name: 'Power Hour', description: 'High energy, motivating first', category: 'motivation', requiredTags: ['energy'], excludeTags: [], optionalTags: ['motivation'] },
];

export const FAVORITES_PLAYLIST_ID = 'favorites';
export const genrePlaylistId = (genre: string) => `genre:${genre}`;

/** A track matches when it has every required tag and none of the excluded ones. */
export function matchesRule(tags: readonly string[], rule: PlaylistRule): boolean {
  return rule.requiredTags.every((tag) => tags.includes(tag)) && !rule.excludeTags.some((tag) => tags.includes(tag));
}

/** The matching tracks in catalogue order, those with an optional tag first (a stable sort). */
export function applyRule(tracks: readonly CatalogTrack[], rule: PlaylistRule): string[] {
  const matching = tracks.filter((track) => matchesRule(track.tags, rule));
  const optional = (track: CatalogTrack) => rule.optionalTags.some((tag) => track.tags.includes(tag));
  return [...matching.filter(optional), ...matching.filter((track) => !optional(track))].map((track) => track.id);
}

/** 'Focus', 'Focus and Learning', 'Energy or Motivation'. */
function tagList(tags: readonly MusicTag[], word: 'and' | 'or'): string {
  const names = tags.map((tag) => MUSIC_TAG_INFO[tag].name);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} ${word} ${names.at(-1)}`;
}

/**
 * Why a track is in a smart playlist, in the rule's own terms: 'Tagged Focus, not Energy'; an optional
 * tag the track carries is why it comes first ('Tagged Energy, Motivation first'). Null for a list
 * without a rule (Favorites, a genre).
 */
export function playlistReason(tags: readonly string[], rule: PlaylistRule): string | null {
  if (rule.requiredTags.length === 0) return null;
  const parts = [`Tagged ${tagList(rule.requiredTags, 'and')}`];
  if (rule.excludeTags.length > 0) parts.push(`not ${tagList(rule.excludeTags, 'or')}`);
  const first = rule.optionalTags.filter((tag) => tags.includes(tag));
  if (first.length > 0) parts.push(`${tagList(first, 'and')} first`);
  return parts.join(', ');
}

export interface LibraryState {
  favorites: ReadonlySet<string>;
  blacklist: ReadonlySet<string>;
}

/** Every playlist of the library: the tag playlists, Favorites and one per genre. Hidden tracks never appear. */
export function buildPlaylists(catalog: MusicCatalog, { favorites, blacklist }: LibraryState): Playlist[] {
  const tracks = catalog.genres.flatMap((genre) => genre.tracks).filter((track) => !blacklist.has(track.id));
  const none: readonly MusicTag[] = [];
  const tagged = TAG_PLAYLISTS.map((def) => ({ ...def, tracks: applyRule(tracks, def) }));
  const favoritesList: Playlist = {
    id: FAVORITES_PLAYLIST_ID,
    name: 'Favorites',
    description: 'Your favourites, smart shuffled',
    category: 'personal',
    requiredTags: none,
    excludeTags: none,
    optionalTags: none,
    tracks: tracks.filter((track) => favorites.has(track.id)).map((track) => track.id),
  };
  const genres: Playlist[] = catalog.genres.map((genre) => ({
    id: genrePlaylistId(genre.id),
    name: genre.name,
    description: '',
    category: 'genre',
    genre: genre.id,
    requiredTags: none,
    excludeTags: none,
    optionalTags: none,
    tracks: genre.tracks.filter((track) => !blacklist.has(track.id)).map((track) => track.id),
  }));
  return [...tagged, favoritesList, ...genres];
}

/** The playlists a filter shows; no filter shows them all. */
export function filterPlaylists(playlists: readonly Playlist[], category: PlaylistCategory | null): Playlist[] {
  return category === null ? [...playlists] : playlists.filter((playlist) => playlist.category === category);
}

/** A second click on the active filter clears it. */
export function toggleCategory(active: PlaylistCategory | null, clicked: PlaylistCategory): PlaylistCategory | null {
  return active === clicked ? null : clicked;
}
