import { lstatSync, readdirSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FOLDER_PHOTO_NAME, minimumDimForColours, sniffBackgroundType, type FolderPhoto, type Rgb } from '@lodestar/core';
import type { Logger } from '../../logger';
import { loadSharp } from '../images/sharp-loader';

/** A BACKGROUND_PHOTOS_DIR that is not a readable folder stops the start, with this message. */
export class PhotoFolderConfigError extends Error {
  override name = 'PhotoFolderConfigError';
}

/** The photos are served no wider than this (WebP): a camera's 40 MB original is never sent to a new tab. */
const SERVED_WIDTH = 2560;
const MAX_INPUT_PIXELS = 100_000_000;

interface Entry {
  name: string;
  version: string;
  file: string;
}

/**
 * The operator's own folder of photos (BACKGROUND_PHOTOS_DIR), 'a new one each day' for every user: read at
 * each listing (a photo added shows from the next day's turn, no restart), only plain files whose name says
 * JPEG, PNG or WebP and whose bytes agree. Each is served re-encoded (WebP, 2560 px wide at most), kept in
 * DATA_DIR once made; its placeholder and the scrim its colours need are measured once per version.
 */
export class PhotoFolder {
  private readonly measured = new Map<string, Promise<FolderPhoto | null>>();
  private readonly cacheDir: string;

  constructor(
    private readonly dir: string,
    dataDir: string,
    private readonly logger: Logger,
  ) {
    const unreadable = (error: unknown) =>
      new PhotoFolderConfigError(`BACKGROUND_PHOTOS_DIR: cannot read ${dir}: ${error instanceof Error ? error.message : String(error)}`);
    let isFolder: boolean;
    try {
      isFolder = statSync(dir).isDirectory();
    } catch (error) {
      throw unreadable(error);
    }
    if (!isFolder) throw new PhotoFolderConfigError(`BACKGROUND_PHOTOS_DIR: ${dir} is not a folder`);
    try {
      readdirSync(dir);
    } catch (error) {
      throw unreadable(error);
    }
    this.cacheDir = path.join(dataDir, 'background-photos');
  }

  private entries(): Entry[] {
    const entries: Entry[] = [];
    for (const name of readdirSync(this.dir).sort()) {
      if (!FOLDER_PHOTO_NAME.test(name)) continue;
      const file = path.join(this.dir, name);
      try {
        // Plain files only: a link could point anywhere on the machine.
        const stat = lstatSync(file);
        if (stat.isFile()) entries.push({ name, file, version: `${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}` });
      } catch {
        // Gone since the listing: skipped.
      }
    }
    return entries;
  }

  /** The listed photos, with what the page needs before it loads one; files that are no image are left out. */
  async list(): Promise<FolderPhoto[]> {
    const photos = await Promise.all(this.entries().map((entry) => this.measure(entry)));
    return photos.filter((photo): photo is FolderPhoto => photo !== null);
  }

  /** The served bytes of a listed photo (WebP), or null when `name` is none of them. */
  async image(name: string): Promise<Uint8Array | null> {
    const entry = this.entries().find((candidate) => candidate.name === name);
    if (!entry || !(await this.measure(entry))) return null;
    const cached = path.join(this.cacheDir, `${Buffer.from(entry.name).toString('hex')}-${entry.version}.webp`);
    const kept = await readFile(cached).catch(() => null);
    if (kept) return kept;
    const sharp = await loadSharp();
    const image = await sharp(await readFile(entry.file), { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: SERVED_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    await mkdir(this.cacheDir, { recursive: true });
    await writeFile(cached, image);
    return image;
  }

  private measure(entry: Entry): Promise<FolderPhoto | null> {
    const key = `${entry.name}\0${entry.version}`;
    let found = this.measured.get(key);
    if (!found) {
      found = measurePhoto(entry).catch((error: unknown) => {
        this.logger.warn({ file: entry.name, err: error }, 'BACKGROUND_PHOTOS_DIR: a file is not a readable image; it is left out');
        return null;
      });
      this.measured.set(key, found);
    }
    return found;
  }
}

async function measurePhoto(entry: Entry): Promise<FolderPhoto | null> {
  const bytes = await readFile(entry.file);
  if (!sniffBackgroundType(bytes.subarray(0, 16))) throw new Error('not a JPEG, PNG or WebP image');
  const sharp = await loadSharp();
  const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const small = await source.resize(512, 288, { fit: 'cover' }).flatten({ background: '#000000' }).toBuffer();
  const tiny = await sharp(small).resize(16, 9).blur(0.6).webp({ quality: 40 }).toBuffer();
  // The colours where the hero sits: the top middle of a 16:9 crop.
  const sample = await sharp(small).extract({ left: 77, top: 0, width: 358, height: 173 }).resize(24, 12, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const colours: Rgb[] = [];
  for (let i = 0; i + 2 < sample.length; i += 3) colours.push([sample[i]!, sample[i + 1]!, sample[i + 2]!]);
  return { name: entry.name, version: entry.version, placeholder: `data:image/webp;base64,${tiny.toString('base64')}`, minScrim: minimumDimForColours(colours) };
}
