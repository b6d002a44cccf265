// Makes the start page's shipped photographs, once (the output is committed):
//   node scripts/make-background-photos.mjs <folder of the source JPEGs>
// For each photo below: a desktop WebP and a phone crop, each by day and by night (the night variant is the
// same place darkened and shifted to blue), into apps/web/public/backgrounds/photos/; and
// packages/core/src/start-page/photos-data.ts with, for each, a blurred 16x9 placeholder (a data URL of a few
// hundred bytes, painted at once while the photo loads) and the lightest colours under the hero (what core's
// scrim rule keeps white text at AA over).
// The sources are the Flutter gallery's CC0 landscapes (flutter gallery-assets README, 'Origin of images'):
// only those whose page says Pexels or Pixabay, published there under CC0 at the time.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const PHOTOS = [
  { id: 'alpine-lake', name: 'Alpine lake', file: 'landscape_1.jpg', source: 'https://www.pexels.com/photo/italian-landscape-mountains-nature-1562/' },
  { id: 'mirror-lake', name: 'Mirror lake', file: 'landscape_2.jpg', source: 'https://www.pexels.com/photo/landscape-mountains-nature-lake-4062/' },
  { id: 'valley-road', name: 'Valley road', file: 'landscape_3.jpg', source: 'https://www.pexels.com/photo/streets-landscape-mountains-nature-580/' },
  { id: 'pasture', name: 'Pasture', file: 'landscape_7.jpg', source: 'https://pixabay.com/en/landscape-green-grass-fields-cows-691744/' },
  { id: 'mountain-river', name: 'Mountain river', file: 'landscape_8.jpg', source: 'https://pixabay.com/en/mountains-landscape-river-forest-1031267/' },
  { id: 'evening-ridge', name: 'Evening ridge', file: 'landscape_9.jpg', source: 'https://pixabay.com/en/landscape-mountains-abendstimmung-640617/' },
  { id: 'dunes', name: 'Dunes', file: 'landscape_10.jpg', source: 'https://pixabay.com/en/landscape-desert-clear-viewsand-692395/' },
  { id: 'canyon', name: 'Canyon', file: 'landscape_11.jpg', source: 'https://www.pexels.com/photo/sea-landscape-mountains-nature-3754/' },
];

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.join(root, 'apps/web/public/backgrounds/photos');
const dataFile = path.join(root, 'packages/core/src/start-page/photos-data.ts');
const sourceDir = process.argv[2];
if (!sourceDir) throw new Error('Usage: node scripts/make-background-photos.mjs <folder of the source JPEGs>');

/** The same place by night: darker, less saturated, under a deep blue. */
const night = (image) =>
  image
    .modulate({ brightness: 0.5, saturation: 0.55 })
    .composite([{ input: { create: { width: 1, height: 1, channels: 4, background: { r: 14, g: 24, b: 70, alpha: 0.38 } } }, tile: true, blend: 'over' }]);

const hex = (r, g, b) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
const luminance = (r, g, b) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

/** The lightest colours where the hero sits (the top middle of a 16:9 crop), sampled at about 1/18 size. */
async function heroColours(buffer) {
  const crop = await sharp(buffer).resize(1024, 576, { fit: 'cover' }).extract({ left: 154, top: 0, width: 716, height: 346 }).toBuffer();
  const { data } = await sharp(crop).resize(40, 19, { fit: 'fill' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = [];
  for (let i = 0; i < data.length; i += 3) pixels.push([data[i], data[i + 1], data[i + 2]]);
  pixels.sort((a, b) => luminance(...b) - luminance(...a));
  return pixels.slice(0, 6).map((p) => hex(...p));
}

async function placeholder(buffer) {
  const tiny = await sharp(buffer).resize(16, 9, { fit: 'cover' }).blur(0.6).webp({ quality: 40 }).toBuffer();
  return `data:image/webp;base64,${tiny.toString('base64')}`;
}

mkdirSync(outDir, { recursive: true });
const entries = [];
for (const photo of PHOTOS) {
  const original = await sharp(path.join(sourceDir, photo.file)).rotate().toBuffer();
  const meta = await sharp(original).metadata();
  const variants = { day: original, night: await night(sharp(original)).toBuffer() };
  const entry = { id: photo.id, name: photo.name, source: photo.source, width: meta.width, height: meta.height };
  for (const [time, buffer] of Object.entries(variants)) {
    const suffix = time === 'day' ? '' : '-night';
    // The sources are 1024 px wide: re-encoded at their own size (never enlarged), and a portrait crop for phones.
    await sharp(buffer).webp({ quality: 78, effort: 6 }).toFile(path.join(outDir, `${photo.id}${suffix}.webp`));
    await sharp(buffer)
      .resize(Math.round((meta.height * 9) / 16), meta.height, { fit: 'cover', position: 'attention' })
      .webp({ quality: 74, effort: 6 })
      .toFile(path.join(outDir, `${photo.id}${suffix}-phone.webp`));
    entry[time] = { placeholder: await placeholder(buffer), heroColours: await heroColours(buffer) };
  }
  entries.push(entry);
  console.log(photo.id, entry.day.placeholder.length, entry.night.placeholder.length);
}

writeFileSync(
  dataFile,
  `// Generated by scripts/make-background-photos.mjs: do not edit by hand.\nimport type { ShippedPhoto } from './photo-types';\n\nexport const PHOTO_DATA: readonly ShippedPhoto[] = ${JSON.stringify(entries, null, 2)};\n`,
);
