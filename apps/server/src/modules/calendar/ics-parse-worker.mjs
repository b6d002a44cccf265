// The calendar parse thread: ical.js reads and expands feeds here, never on the server's event loop, so
// a feed whose rule never ends (ical.js loops for ever on some) costs this thread, which the pool ends.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { runParseJob } = await import('./ics-parse-job.ts');
parentPort.on('message', (job) => parentPort.postMessage(runParseJob(job)));
parentPort.postMessage({ type: 'ready' });
