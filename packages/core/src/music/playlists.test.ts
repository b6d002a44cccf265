import { describe, expect, it } from 'vitest';
import { BUNDLED_TRACKS } from './bundled-tracks';
import { buildMusicCatalog, catalogTracks } from './music-catalog';
import { FAVORITES_PLAYLIST_ID, TAG_PLAYLISTS, applyRule, buildPlaylists, filterPlaylists, matchesRule, playlistReason, toggleCategory } from './playlists';

const catalog = buildMusicCatalog();
const empty = { favorites: new Set<string>(), blacklist: new Set<string>() };
const byName = (name: string, state = empty) => buildPlaylists(catalog, state).find((p) => p.name === name)!;
const tagsOf = (id: string) => BUNDLED_TRACKS.find((t) => t.id === id)!.tags;

describe('catalogue', () => {
  it('holds the 26 bundled tracks plus cyber-1 to cyber-5, by genre', () => {
    const counts = Object.fromEntries(catalog.genres.map((g) => [g.id, g.tracks.length]));
    expect(counts).toEqual({ lofi: 5, cyber: 5, ambient: 5, edm: 3, 'post-rock': 4, retrowave: 8, acoustic: 1 });
    expect(catalogTracks(catalog).every((t) => t.artist === 'Focus Music' && t.url === `/static/music/${t.id}.mp3`)).toBe(true);
    expect(catalog.tags.map((t) => t.id)).toEqual(['focus', 'motivation', 'learning', 'relaxation', 'creative', 'energy', 'ambient']);
  });

  it('adds operator tracks, never replacing a bundled id', () => {
    const withOwn = buildMusicCatalog([
      { id: 'rain-study', title: 'Rain Study', file: 'rain.ogg', genre: 'jazz', tags: ['focus'] },
      { id: 'lofi-1', title: 'Impostor', file: 'x.mp3', genre: 'lofi', tags: [] },
    ]);
    const jazz = withOwn.genres.find((g) => g.id === 'jazz')!;
    expect(jazz.name).toBe('Jazz');
    expect(jazz.tracks[0]).toMatchObject({ id: 'rain-study', url: '/static/music/rain-study.ogg' });
    expect(catalogTracks(withOwn).find((t) => t.id === 'lofi-1')!.title).toBe('Rainy Window');
  });
});

describe('tag playlists follow the spec rules', () => {
  it('Deep Focus requires focus and excludes energy', () => {
    const tracks = byName('Deep Focus').tracks;
    expect(tracks.length).toBeGreaterThan(0);
    for (const id of tracks) expect(tagsOf(id)).toContain('focus');
    for (const id of tracks) expect(tagsOf(id)).not.toContain('energy');
    expect(tracks).not.toContain('cyber-2'); // focus but energy
  });

  it('Morning Energy requires energy and motivation', () => {
    const tracks = byName('Morning Energy').tracks;
    expect(tracks).toEqual(BUNDLED_TRACKS.filter((t) => t.tags.includes('energy') && t.tags.includes('motivation')).map((t) => t.id));
  });

  it('Study Session requires learning, excludes energy', () => {
    for (const id of byName('Study Session').tracks) expect(tagsOf(id)).toContain('learning');
    expect(byName('Study Session').tracks.some((id) => tagsOf(id).includes('energy'))).toBe(false);
  });

  it('Creative Flow requires creative; Ambient Work requires ambient', () => {
    expect(byName('Creative Flow').tracks).toEqual(BUNDLED_TRACKS.filter((t) => t.tags.includes('creative')).map((t) => t.id));
    expect(byName('Ambient Work').tracks).toEqual(BUNDLED_TRACKS.filter((t) => t.tags.includes('ambient')).map((t) => t.id));
  });

  it('Wind Down requires relaxation and excludes energy and motivation', () => {
    expect(matchesRule(['relaxation', 'motivation'], TAG_PLAYLISTS.find((p) => p.id === 'wind-down')!)).toBe(false);
    expect(matchesRule(['relaxation', 'energy'], TAG_PLAYLISTS.find((p) => p.id === 'wind-down')!)).toBe(false);
    expect(matchesRule(['relaxation', 'focus'], TAG_PLAYLISTS.find((p) => p.id === 'wind-down')!)).toBe(true);
  });

  it('Power Hour requires energy, motivation optional and sorted first', () => {
    const tracks = byName('Power Hour').tracks;
    expect(tracks.every((id) => tagsOf(id).includes('energy'))).toBe(true);
    const firstWithout = tracks.findIndex((id) => !tagsOf(id).includes('motivation'));
    expect(firstWithout).toBeGreaterThan(0);
    expect(tracks.slice(firstWithout).some((id) => tagsOf(id).includes('motivation'))).toBe(false);
    expect(tracks).toContain('edm-2'); // energy without motivation still belongs
  });

  it('keeps catalogue order within the optional group', () => {
    const rule = { requiredTags: [], excludeTags: [], optionalTags: ['focus'] as const };
    const tracks = [
      { id: 'a', tags: [] },
      { id: 'b', tags: ['focus'] },
      { id: 'c', tags: ['focus'] },
    ].map((t) => ({ ...t, title: t.id, filename: '', url: '', genre: 'lofi', artist: '' })) as never;
    expect(applyRule(tracks, rule)).toEqual(['b', 'c', 'a']);
  });
});

describe('library playlists', () => {
  it('has Favorites and one playlist per genre, and drops hidden tracks everywhere', () => {
    const state = { favorites: new Set(['lofi-2', 'edm-1']), blacklist: new Set(['edm-1', 'lofi-1']) };
    const lists = buildPlaylists(catalog, state);
    expect(lists.find((p) => p.id === FAVORITES_PLAYLIST_ID)!.tracks).toEqual(['lofi-2']);
    expect(lists.filter((p) => p.category === 'genre').map((p) => p.name)).toEqual(['Lo-Fi', 'Cyber', 'Ambient', 'EDM', 'Post-Rock', 'Retrowave', 'Acoustic']);
    for (const list of lists) expect(list.tracks).not.toContain('lofi-1');
  });

  it('filters by category and a second click clears the filter', () => {
    const lists = buildPlaylists(catalog, empty);
    expect(filterPlaylists(lists, 'focus').map((p) => p.name)).toEqual(['Deep Focus', 'Ambient Work']);
    expect(filterPlaylists(lists, 'personal').map((p) => p.name)).toEqual(['Creative Flow', 'Wind Down', 'Favorites']);
    expect(filterPlaylists(lists, null)).toHaveLength(lists.length);
    expect(toggleCategory(null, 'focus')).toBe('focus');
    expect(toggleCategory('focus', 'focus')).toBeNull();
    expect(toggleCategory('focus', 'learning')).toBe('learning');
  });
});

describe('why a track is in a smart playlist', () => {
  it('names the rule a track meets: its required tags, the excluded ones, and an optional tag that puts it first', () => {
    const deepFocus = TAG_PLAYLISTS.find((p) => p.id === 'deep-focus')!;
    const powerHour = TAG_PLAYLISTS.find((p) => p.id === 'power-hour')!;
    const morning = TAG_PLAYLISTS.find((p) => p.id === 'morning-energy')!;
    const windDown = TAG_PLAYLISTS.find((p) => p.id === 'wind-down')!;
    expect(playlistReason(tagsOf('lofi-1'), deepFocus)).toBe('Tagged Focus, not Energy');
    expect(playlistReason(tagsOf('edm-1'), powerHour)).toBe('Tagged Energy, Motivation first');
    expect(playlistReason(tagsOf('edm-2'), powerHour)).toBe('Tagged Energy');
    expect(playlistReason(tagsOf('edm-1'), morning)).toBe('Tagged Energy and Motivation');
    expect(playlistReason(tagsOf('lofi-1'), windDown)).toBe('Tagged Relaxation, not Energy or Motivation');
  });

  it('gives no reason for a list without a rule (Favorites, a genre)', () => {
    const genre = byName('Lo-Fi');
    expect(playlistReason(tagsOf('lofi-1'), genre)).toBeNull();
  });

  it('every track of every tag playlist has a reason that names each required tag', () => {
    for (const def of TAG_PLAYLISTS) {
      const playlist = byName(def.name);
      for (const id of playlist.tracks) {
        const reason = playlistReason(tagsOf(id), playlist)!;
        for (const tag of def.requiredTags) expect(reason).toContain(tag.charAt(0).toUpperCase() + tag.slice(1));
      }
    }
  });
});
