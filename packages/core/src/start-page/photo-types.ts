export interface PhotoTime {
  /** A blurred 16x9 thumbnail as a data URL (a few hundred bytes): painted at once, the photo fades in over it. */
  placeholder: string;
  /** The lightest colours under the hero, sampled on the photo: what the scrim keeps white text at AA over. */
  heroColours: readonly string[];
}

/** A shipped photograph (CC0; sources in apps/web/public/backgrounds/photos/LICENSES.md), by day and by night. */
export interface ShippedPhoto {
  id: string;
  name: string;
  source: string;
  width: number;
  height: number;
  day: PhotoTime;
  night: PhotoTime;
}
