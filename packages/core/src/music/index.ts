export * from './music-tags';
export * from './bundled-tracks';
export * from './music-catalog';
export * from './playlists';
export * from './track-order';
export * from './music-section';
export * from './track-time';
export * from './track-render';
