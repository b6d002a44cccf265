// The focus-music generator: time to render (synthesis + mastering) and encode each catalogue track,
// and the size of the MP3 per minute. Run: node bench/music-render.mjs [trackId ...]   (prints figures; asserts nothing)
import { register } from 'tsx/esm/api';

register();
const { BUNDLED_TRACKS } = await import('../packages/core/src/music/bundled-tracks.ts');
const { renderPcm, encodeMp3, MUSIC_SAMPLE_RATE, MUSIC_BITRATE } = await import('../apps/server/src/modules/music/render-track.ts');

const wanted = process.argv.slice(2);
const tracks = wanted.length ? BUNDLED_TRACKS.filter((t) => wanted.includes(t.id)) : BUNDLED_TRACKS;
console.log(`${MUSIC_SAMPLE_RATE} Hz stereo MP3 at ${MUSIC_BITRATE} kbps`);
// CPU time (process.cpuUsage) alongside wall time: on a shared machine the CPU figure is the one to compare.
const cpuMs = (since) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
console.log('track            synth ms  encode ms  total ms  cpu ms  seconds  KB/min');
let sumTotal = 0;
let sumBytes = 0;
let sumSeconds = 0;
for (const track of tracks) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const pcm = renderPcm(track.id, track.genre);
  const synthesised = performance.now();
  const mp3 = await encodeMp3(pcm);
  const done = performance.now();
  const cpuTotal = cpuMs(cpu);
  const seconds = pcm.left.length / MUSIC_SAMPLE_RATE;
  sumTotal += done - started;
  sumBytes += mp3.length;
  sumSeconds += seconds;
  console.log(
    `${track.id.padEnd(16)} ${(synthesised - started).toFixed(0).padStart(8)} ${(done - synthesised).toFixed(0).padStart(10)} ${(done - started).toFixed(0).padStart(9)} ${cpuTotal.toFixed(0).padStart(7)} ${seconds.toFixed(1).padStart(8)} ${(mp3.length / 1024 / (seconds / 60)).toFixed(0).padStart(7)}`,
  );
}
console.log(`mean time per track: ${(sumTotal / tracks.length).toFixed(0)} ms; bytes per minute: ${Math.round(sumBytes / (sumSeconds / 60))}`);
