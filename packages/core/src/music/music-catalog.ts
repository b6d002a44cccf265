import { z } from 'zod';
import { BUNDLED_TRACKS } from './bundled-tracks';
import { MUSIC_GENRES, MUSIC_TAG_INFO, MUSIC_TAGS, genreName, type MusicTag } from './music-tags';

export const MUSIC_ARTIST = 'Focus Music';
/** Track ids and genre ids are URL path segments: lower-case words joined by dashes. */
export const musicSlugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case letters, digits and dashes').max(60);

export const catalogTrackSchema = z.object({
  id: musicSlugSchema,
  title: z.string().trim().min(1).max(200),
  filename: z.string().min(1).max(200),
  url: z.string().min(1).max(500),
  genre: musicSlugSchema,
  artist: z.string().min(1).max(200),
  tags: z.array(z.enum(MUSIC_TAGS)).max(MUSIC_TAGS.length),
});
export type CatalogTrack = z.infer<typeof catalogTrackSchema>;

export const catalogGenreSchema = z.object({
  id: musicSlugSchema,
  name: z.string().min(1).max(100),
  tracks: z.array(catalogTrackSchema),
});
export type CatalogGenre = z.infer<typeof catalogGenreSchema>;

export const catalogTagSchema = z.object({
  id: z.enum(MUSIC_TAGS),
  name: z.string(),
  description: z.string(),
  color: z.string(),
});

/** GET /static/music/catalog.json */
export const musicCatalogSchema = z.object({
  genres: z.array(catalogGenreSchema),
  tags: z.array(catalogTagSchema),
});
export type MusicCatalog = z.infer<typeof musicCatalogSchema>;

/** An operator's track, listed in MUSIC_DIR/catalog.json beside its audio file. */
export const operatorTrackSchema = z.object({
  id: musicSlugSchema,
  title: z.string().trim().min(1).max(200),
  file: z.string().regex(/^[A-Za-z0-9._-]+\.(mp3|ogg|oga|opus|m4a|wav)$/, 'a file name in MUSIC_DIR ending in .mp3, .ogg, .opus, .m4a or .wav'),
  genre: musicSlugSchema,
  tags: z.array(z.enum(MUSIC_TAGS)).default([]),
});
export const operatorCatalogSchema = z.object({ tracks: z.array(operatorTrackSchema).max(1000) });
export type OperatorTrack = z.infer<typeof operatorTrackSchema>;

export const BUNDLED_EXTENSION = 'mp3';

/** The catalogue: bundled tracks by genre, then the operator's, each track once (bundled ids win). */
export function buildMusicCatalog(operatorTracks: readonly OperatorTrack[] = []): MusicCatalog {
  const byGenre = new Map<string, CatalogTrack[]>(MUSIC_GENRES.map((genre) => [genre, []]));
  const seen = new Set<string>();
  const add = (track: CatalogTrack) => {
    if (seen.has(track.id)) return;
    seen.add(track.id);
    if (!byGenre.has(track.genre)) byGenre.set(track.genre, []);
    byGenre.get(track.genre)!.push(track);
  };
  for (const track of BUNDLED_TRACKS) {
    const filename = `${track.id}.${BUNDLED_EXTENSION}`;
    add({ id: track.id, title: track.title, filename, url: `/static/music/${filename}`, genre: track.genre, artist: MUSIC_ARTIST, tags: [...track.tags] });
  }
  for (const track of operatorTracks) {
    const ext = track.file.slice(track.file.lastIndexOf('.') + 1);
    const filename = `${track.id}.${ext}`;
    add({ id: track.id, title: track.title, filename, url: `/static/music/${filename}`, genre: track.genre, artist: MUSIC_ARTIST, tags: [...track.tags] });
  }
  return {
    genres: [...byGenre].filter(([, tracks]) => tracks.length > 0).map(([id, tracks]) => ({ id, name: genreName(id), tracks })),
    tags: MUSIC_TAGS.map((tag: MusicTag) => ({ ...MUSIC_TAG_INFO[tag] })),
  };
}

export function catalogTracks(catalog: MusicCatalog): CatalogTrack[] {
  return catalog.genres.flatMap((genre) => genre.tracks);
}
