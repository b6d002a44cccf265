import type { MusicGenre, MusicTag } from './music-tags';

/** One track the product renders itself: the generator derives everything from the id (its seed). */
export interface BundledTrack {
  id: string;
  title: string;
  genre: MusicGenre;
  tags: readonly MusicTag[];
}

const track = (id: string, title: string, tags: MusicTag[]): BundledTrack => ({
  id,
  title,
  genre: id.replace(/-\d+$/, '') as MusicGenre,
  tags,
});

/**
 * The catalogue (spec 001 §3): the 26 bundled tracks (acoustic 1, ambient 5, edm 3, lofi 5, post-rock 4,
 * retrowave 8) plus cyber-1 to cyber-5, which the tag table names. The spec leaves the tags of each track
 * open; these follow each track's character (tempo, drums, brightness). Only the energetic tracks carry
 * 'energy', so Deep Focus, Study Session and Wind Down (which exclude it) stay calm.
 */
export const BUNDLED_TRACKS: readonly BundledTrack[] = [
  track('lofi-1', 'Rainy Window', ['focus', 'learning', 'relaxation']),
  track('lofi-2', 'Late Library', ['focus', 'learning']),
  track('lofi-3', 'Tea and Tape', ['relaxation', 'creative']),
  track('lofi-4', 'Sketchbook', ['focus', 'creative']),
  track('lofi-5', 'Night Bus', ['learning', 'relaxation']),
  track('cyber-1', 'Neon Grid', ['energy', 'motivation']),
  track('cyber-2', 'Datastream', ['energy', 'focus']),
  track('cyber-3', 'Chrome Rain', ['creative', 'energy']),
  track('cyber-4', 'Overclock', ['motivation', 'energy']),
  track('cyber-5', 'Low Orbit', ['focus', 'creative']),
  track('ambient-1', 'Still Water', ['ambient', 'relaxation', 'focus']),
  track('ambient-2', 'Glass Horizon', ['ambient', 'learning', 'focus']),
  track('ambient-3', 'Slow Clouds', ['ambient', 'relaxation']),
  track('ambient-4', 'Aurora', ['ambient', 'creative']),
  track('ambient-5', 'Deep Field', ['ambient', 'focus']),
  track('edm-1', 'Lift Off', ['energy', 'motivation']),
  track('edm-2', 'Pulse', ['energy']),
  track('edm-3', 'Bright Lights', ['energy', 'motivation', 'creative']),
  track('post-rock-1', 'Long Road', ['focus', 'creative']),
  track('post-rock-2', 'First Light', ['motivation', 'creative']),
  track('post-rock-3', 'Quiet Rooms', ['relaxation', 'ambient']),
  track('post-rock-4', 'Summit', ['motivation', 'energy']),
  track('retrowave-1', 'Sunset Drive', ['motivation', 'energy']),
  track('retrowave-2', 'Palm Shadows', ['creative', 'focus']),
  track('retrowave-3', 'Arcade Heart', ['motivation', 'creative']),
  track('retrowave-4', 'Turbo', ['energy']),
  track('retrowave-5', 'Coastline', ['focus', 'learning']),
  track('retrowave-6', 'Midnight Pool', ['relaxation', 'creative']),
  track('retrowave-7', 'Skyline', ['motivation']),
  track('retrowave-8', 'Laser Run', ['energy', 'motivation']),
  track('acoustic-1', 'Porch Morning', ['relaxation', 'learning']),
];
