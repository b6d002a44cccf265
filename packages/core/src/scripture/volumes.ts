/** The five volumes of the standard works, in canonical order (spec 002 §3, Scripture). */
export const VOLUME_TITLES = [
  'Old Testament',
  'New Testament',
  'Book of Mormon',
  'Doctrine and Covenants',
  'Pearl of Great Price',
] as const;

export type VolumeTitle = (typeof VOLUME_TITLES)[number];

/** The two sources a user can choose: the King James Bible, and the latter-day scriptures. */
export type ScriptureSource = 'kjv' | 'lds';

export interface ScriptureSources {
  includeKJV: boolean;
  includeLDS: boolean;
}

const LATTER_DAY: readonly string[] = ['Book of Mormon', 'Doctrine and Covenants', 'Pearl of Great Price'];

/** Latter-day volumes are the Book of Mormon, D&C and Pearl of Great Price; anything else counts as KJV. */
export function sourceOfVolume(volumeTitle: string): ScriptureSource {
  return LATTER_DAY.includes(volumeTitle) ? 'lds' : 'kjv';
}

export function isSourceIncluded(source: ScriptureSource, sources: ScriptureSources): boolean {
  return source === 'kjv' ? sources.includeKJV : sources.includeLDS;
}

/** The sources as a query parameter value ('kjv,lds'), the form the API reads. */
export function sourcesParam(sources: ScriptureSources): string {
  return [sources.includeKJV ? 'kjv' : '', sources.includeLDS ? 'lds' : ''].filter(Boolean).join(',');
}

/** Reads 'kjv,lds' back; unknown words are ignored, so a missing or empty value selects nothing. */
export function parseSourcesParam(value: string | undefined | null): ScriptureSources {
  const words = (value ?? '').split(',').map((word) => word.trim().toLowerCase());
  return { includeKJV: words.includes('kjv'), includeLDS: words.includes('lds') };
}
