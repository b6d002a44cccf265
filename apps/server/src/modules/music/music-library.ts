import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import {
  BUNDLED_TRACKS,
  buildMusicCatalog,
  operatorCatalogSchema,
  prerenderOrder,
  type BundledTrack,
  type MusicCatalog,
  type OperatorTrack,
  type TrackRenderStatus,
} from '@lodestar/core';
import type { Logger } from '../../logger';
import { GENERATOR_VERSION } from './render-track';
import { RenderQueue, type InFlightRender } from './render-queue';

export const AUDIO_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
};

export type TrackSource =
  | { kind: 'file'; path: string; size: number; type: string; mtime: Date }
  | { kind: 'rendering'; render: InFlightRender; type: string };

export class MusicConfigError extends Error {}

/** Reads MUSIC_DIR/catalog.json ({ tracks: [{ id, title, file, genre, tags }] }); a bad one stops the start. */
export function loadOperatorTracks(musicDir: string | undefined): OperatorTrack[] {
  if (!musicDir) return [];
  const file = path.join(musicDir, 'catalog.json');
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new MusicConfigError(`MUSIC_DIR: cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = operatorCatalogSchema.safeParse(raw);
  if (!parsed.success) throw new MusicConfigError(`MUSIC_DIR: ${file} is not a valid catalogue:\n${z.prettifyError(parsed.error)}`);
  for (const track of parsed.data.tracks) {
    if (!existsSync(path.join(musicDir, track.file))) throw new MusicConfigError(`MUSIC_DIR: ${track.file} (track ${track.id}) does not exist`);
  }
  return parsed.data.tracks;
}

export interface MusicLibraryOptions {
  dataDir: string;
  musicDir?: string;
  logger: Logger;
}

/**
 * The focus-music catalogue and its audio: bundled tracks are rendered on first request (or by the
 * background warm-up) into DATA_DIR/music/ and served from there afterwards; operator tracks come from
 * MUSIC_DIR as they are.
 */
export class MusicLibrary {
  readonly catalog: MusicCatalog;
  private readonly cacheDir: string;
  private readonly bundled = new Map<string, BundledTrack>(BUNDLED_TRACKS.map((track) => [track.id, track]));
  private readonly operator = new Map<string, OperatorTrack>();
  private readonly queue: RenderQueue;
  private readonly musicDir: string | undefined;

  constructor(options: MusicLibraryOptions) {
    this.cacheDir = path.resolve(options.dataDir, 'music');
    this.musicDir = options.musicDir ? path.resolve(options.musicDir) : undefined;
    const own = loadOperatorTracks(this.musicDir).filter((track) => !this.bundled.has(track.id));
    for (const track of own) this.operator.set(track.id, track);
    this.catalog = buildMusicCatalog(own);
    this.queue = new RenderQueue(options.logger, async (render, bytes) => {
      await mkdir(this.cacheDir, { recursive: true });
      const target = this.cachePath(render.job.trackId);
      // Written aside then renamed: a reader never sees half a file.
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    });
  }

  private cachePath(trackId: string) {
    return path.join(this.cacheDir, `${trackId}.v${GENERATOR_VERSION}.mp3`);
  }

  /** The audio behind /static/music/<filename>, or null when no track has that name. */
  async source(filename: string): Promise<TrackSource | null> {
    const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.([a-z0-9]+)$/.exec(filename);
    if (!match) return null;
    const [, id, ext] = match as unknown as [string, string, string];
    const own = this.operator.get(id);
    if (own && this.musicDir) {
      const fileExt = own.file.slice(own.file.lastIndexOf('.') + 1);
      if (fileExt !== ext) return null;
      const file = path.join(this.musicDir, own.file);
      const info = await stat(file).catch(() => null);
      return info ? { kind: 'file', path: file, size: info.size, type: AUDIO_TYPES[ext] ?? 'application/octet-stream', mtime: info.mtime } : null;
    }
    const track = this.bundled.get(id);
    if (!track || ext !== 'mp3') return null;
    const cached = this.cachePath(id);
    const inFlight = this.queue.inFlight(id);
    if (!inFlight) {
      const info = await stat(cached).catch(() => null);
      if (info) return { kind: 'file', path: cached, size: info.size, type: 'audio/mpeg', mtime: info.mtime };
    }
    return { kind: 'rendering', render: this.queue.request({ trackId: id, genre: track.genre }, true), type: 'audio/mpeg' };
  }

  /**
   * Whether a track plays at once (an operator's file, a rendered track) or how far its render has come;
   * null for no such track. Asking never starts a render: the audio request does.
   */
  async status(trackId: string): Promise<TrackRenderStatus | null> {
    if (this.operator.has(trackId)) return { ready: true, progress: 1 };
    if (!this.bundled.has(trackId)) return null;
    const inFlight = this.queue.inFlight(trackId);
    if (inFlight) return { ready: false, progress: inFlight.progress };
    const cached = await stat(this.cachePath(trackId)).catch(() => null);
    return { ready: cached !== null, progress: cached ? 1 : 0 };
  }

  /**
   * Renders every bundled track not cached yet, one at a time, behind any track a listener asks for: the
   * first track of each genre first, so a first Play of any genre soon finds its file ready.
   */
  async warmUp() {
    for (const track of prerenderOrder(BUNDLED_TRACKS)) {
      if (existsSync(this.cachePath(track.id))) continue;
      this.queue.request({ trackId: track.id, genre: track.genre }, false);
    }
  }

  close() {
    return this.queue.close();
  }
}
