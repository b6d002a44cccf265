import { eventsFromIcs, FeedRefusedError } from './ics-events';
import type { SourceEvent } from './source-event';

/** What the parse thread is asked: each text read on its own, for one day window. */
export interface ParseJob {
  id: number;
  texts: string[];
  start: Date;
  end: Date;
  timeZone: string;
  limit: number;
}

export type ParseMessage =
  | { type: 'ready' }
  | { type: 'done'; id: number; events: SourceEvent[][] }
  | { type: 'failed'; id: number; message: string };

const UNREADABLE = 'The feed could not be read as iCalendar';

/** Runs in the parse thread; the pool gives it a time budget and ends the thread when it is spent. */
export function runParseJob(job: ParseJob): ParseMessage {
  try {
    const window = { start: job.start, end: job.end };
    return { type: 'done', id: job.id, events: job.texts.map((text) => eventsFromIcs(text, window, job.timeZone, job.limit)) };
  } catch (error) {
    return { type: 'failed', id: job.id, message: error instanceof FeedRefusedError ? error.message : UNREADABLE };
  }
}
