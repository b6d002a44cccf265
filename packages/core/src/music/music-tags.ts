/** The seven genres of the focus-music catalogue (spec 001 §3), in the order the dropdown shows them. */
export const MUSIC_GENRES = ['lofi', 'cyber', 'ambient', 'edm', 'post-rock', 'retrowave', 'acoustic'] as const;
export type MusicGenre = (typeof MUSIC_GENRES)[number];

export const GENRE_NAMES: Record<MusicGenre, string> = {
  lofi: 'Lo-Fi',
  cyber: 'Cyber',
  ambient: 'Ambient',
  edm: 'EDM',
  'post-rock': 'Post-Rock',
  retrowave: 'Retrowave',
  acoustic: 'Acoustic',
};

export const MUSIC_TAGS = ['focus', 'motivation', 'learning', 'relaxation', 'creative', 'energy', 'ambient'] as const;
export type MusicTag = (typeof MUSIC_TAGS)[number];

export interface MusicTagInfo {
  id: MusicTag;
  name: string;
  description: string;
  /** A colour that reads on the light and the dark theme. */
  color: string;
}

export const MUSIC_TAG_INFO: Record<MusicTag, MusicTagInfo> = {
  focus: { id: 'focus', name: 'Focus', description: 'Steady, unobtrusive music for deep work', color: '#3b82f6' },
  motivation: { id: 'motivation', name: 'Motivation', description: 'Uplifting tracks that keep you going', color: '#f59e0b' },
  learning: { id: 'learning', name: 'Learning', description: 'Calm, regular music for reading and study', color: '#10b981' },
  relaxation: { id: 'relaxation', name: 'Relaxation', description: 'Slow and soft, for winding down', color: '#8b5cf6' },
  creative: { id: 'creative', name: 'Creative', description: 'Colourful harmony for ideas and design', color: '#ec4899' },
  energy: { id: 'energy', name: 'Energy', description: 'Fast tempo and driving drums', color: '#ef4444' },
  ambient: { id: 'ambient', name: 'Ambient', description: 'Textures and pads without a beat', color: '#06b6d4' },
};

export function isMusicTag(value: unknown): value is MusicTag {
  return typeof value === 'string' && (MUSIC_TAGS as readonly string[]).includes(value);
}

export function isMusicGenre(value: unknown): value is MusicGenre {
  return typeof value === 'string' && (MUSIC_GENRES as readonly string[]).includes(value);
}

/** The display name of a genre; an operator's own genre id is shown capitalised. */
export function genreName(genre: string): string {
  if (isMusicGenre(genre)) return GENRE_NAMES[genre];
  return genre
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}
