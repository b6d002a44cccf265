// Draws the app's icons (a four-pointed lodestar, #FAFAFA on #18181B) as PNG and SVG files into
// apps/web/public/icons: no image tools, no downloads. Run once after changing the design:
//   node scripts/generate-pwa-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const OUT = new URL('../apps/web/public/icons/', import.meta.url);
const BACKGROUND = [0x18, 0x18, 0x1b];
const STAR = [0xfa, 0xfa, 0xfa];

/** The star's outline: 4 long points and 4 short ones, around (0.5, 0.5) in a unit square. */
function starPoints(outer, inner) {
  const points = [];
  for (let i = 0; i < 16; i += 1) {
    const angle = (Math.PI / 8) * i - Math.PI / 2;
    const radius = i % 4 === 0 ? outer : i % 2 === 0 ? outer * 0.42 : inner;
    points.push([0.5 + radius * Math.cos(angle), 0.5 + radius * Math.sin(angle)]);
  }
  return points;
}

function inside([x, y], polygon) {
  let hit = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB PNG of the star, 4x4 supersampled for smooth edges; `rounded` clips the corners. */
function png(size, outer, inner, rounded) {
  const polygon = starPoints(outer, inner);
  const rows = [];
  const SS = 4;
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x += 1) {
      let star = 0;
      let covered = 0;
      for (let sy = 0; sy < SS; sy += 1) {
        for (let sx = 0; sx < SS; sx += 1) {
          const point = [(x + (sx + 0.5) / SS) / size, (y + (sy + 0.5) / SS) / size];
          const corner = rounded ? Math.hypot(Math.max(0, Math.abs(point[0] - 0.5) - 0.32), Math.max(0, Math.abs(point[1] - 0.5) - 0.32)) > 0.18 : false;
          if (corner) continue;
          covered += 1;
          if (inside(point, polygon)) star += 1;
        }
      }
      const t = covered ? star / covered : 0;
      const offset = 1 + x * 4;
      for (let c = 0; c < 3; c += 1) row[offset + c] = Math.round(BACKGROUND[c] * (1 - t) + STAR[c] * t);
      row[offset + 3] = Math.round((covered / (SS * SS)) * 255);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function svg(outer, inner) {
  const points = starPoints(outer, inner)
    .map(([x, y]) => `${(x * 64).toFixed(2)},${(y * 64).toFixed(2)}`)
    .join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#18181B"/><polygon points="${points}" fill="#FAFAFA"/></svg>\n`;
}

mkdirSync(OUT, { recursive: true });
// "any" icons fill the square with rounded corners; "maskable" keep the star inside the 80 % safe zone.
writeFileSync(new URL('icon-192.png', OUT), png(192, 0.4, 0.09, true));
writeFileSync(new URL('icon-512.png', OUT), png(512, 0.4, 0.09, true));
writeFileSync(new URL('maskable-512.png', OUT), png(512, 0.3, 0.07, false));
writeFileSync(new URL('apple-touch-icon.png', OUT), png(180, 0.36, 0.08, false));
writeFileSync(new URL('icon.svg', OUT), svg(0.4, 0.09));
console.log('icons written to', OUT.pathname);
