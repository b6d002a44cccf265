// Time to first sound of the first track of every genre, on a default server (pre-rendering on) with a
// fresh DATA_DIR, as a listener who arrives WAIT seconds after start-up hears it: Chromium plays each
// track's file and the time from play() to the audio clock moving is printed. MUSIC_PRERENDER=false measures the cold case (every first play renders on the server).
// Run: npm run build && node bench/music-first-play.mjs [WAIT seconds, default 45]   (prints figures; asserts nothing)
import { chromium } from 'playwright-core';
import { setTimeout as sleep } from 'node:timers/promises';
import { startServer } from './bench-server.mjs';

const wait = Number(process.argv[2] ?? 45);
const env = process.env.MUSIC_PRERENDER ? { MUSIC_PRERENDER: process.env.MUSIC_PRERENDER } : {};
const server = await startServer({ env });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required', '--mute-audio'],
});
try {
  const catalog = await (await fetch(`${server.baseUrl}/static/music/catalog.json`)).json();
  const firsts = catalog.genres.map((genre) => ({ genre: genre.name, track: genre.tracks[0] }));
  console.log(`server up; MUSIC_PRERENDER=${env.MUSIC_PRERENDER ?? 'default'}; listening ${wait} s after start-up`);
  await sleep(wait * 1000);
  const page = await browser.newPage();
  await page.goto(`${server.baseUrl}/static/music/catalog.json`);
  console.log('genre        track            first sound ms');
  const sounds = [];
  for (const { genre, track } of firsts) {
    const sound = await page.evaluate(async (url) => {
      const audio = new Audio(url);
      const t0 = performance.now();
      await audio.play();
      while (audio.currentTime === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      const ms = performance.now() - t0;
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
      return ms;
    }, track.url);
    sounds.push(sound);
    console.log(`${genre.padEnd(12)} ${track.id.padEnd(16)} ${sound.toFixed(0).padStart(15)}`);
  }
  const sorted = [...sounds].sort((a, b) => a - b);
  console.log(`first sound: median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms, worst ${sorted.at(-1).toFixed(0)} ms`);
} finally {
  await browser.close();
  await server.stop();
}
