// The render thread: synthesis and MP3 encoding take a second or two of CPU per track, so they run
// here, never on the server's event loop. Loads the TypeScript sources through tsx, as the server does.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { runRenderJob } = await import('./render-job.ts');
parentPort.on('message', (job) => runRenderJob(job, (message, transfer) => parentPort.postMessage(message, transfer)));
parentPort.postMessage({ type: 'ready' });
