import { Worker } from 'node:worker_threads';
import type { Logger } from '../../logger';
import { CalendarSourceError } from './calendar-source-error';
import type { ParseJob, ParseMessage } from './ics-parse-job';
import type { SourceEvent } from './source-event';

/** A feed that used up its time budget: the service sets it aside instead of reading it again. */
export class FeedOverBudgetError extends CalendarSourceError {
  constructor(budgetMs: number) {
    super(
      `This calendar took more than ${budgetMs / 1000} seconds to read (it may repeat an event by a rule that never ends), so it was set aside. Fix or remove the feed.`,
    );
    this.name = 'FeedOverBudgetError';
  }
}

/** One user already has as many jobs waiting as they may: the route answers 429. */
export class ParseQueueFullError extends CalendarSourceError {
  constructor() {
    super('Your other calendars are still being read. Wait a moment, then try again.');
    this.name = 'ParseQueueFullError';
  }
}

export interface ParseRequest {
  /** Whose job it is: each owner may have at most `maxWaitingPerOwner` jobs waiting. */
  owner?: string;
  /** The client went away: the job is dropped if it is still waiting. */
  signal?: AbortSignal;
}

export interface ParseWindow {
  start: Date;
  end: Date;
  timeZone: string;
  limit: number;
}

export interface ParsePoolOptions {
  logger: Logger;
  /** Threads reading feeds at once. */
  threads?: number;
  /** Time one job may take once a thread has it; the thread is ended past it. */
  budgetMs?: number;
  /** Jobs waiting for a thread before more are refused. */
  maxWaiting?: number;
  /** Jobs one owner may have waiting for a thread; more are refused (ParseQueueFullError). */
  maxWaitingPerOwner?: number;
}

interface Pending {
  owner?: string;
  budgetMs: number;
  job: ParseJob;
  resolve: (events: SourceEvent[][]) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker | null;
  ready: boolean;
  current: Pending | null;
  timer: NodeJS.Timeout | null;
}

export const PARSE_BUDGET_MS = 2_000;
/** A large feed's budget grows with its size (a 25,000-event feed is some 5 MB): so much more per whole MB. */
const BUDGET_PER_MB_MS = 1_500;
const MB = 1024 * 1024;

/** The time one job may take: PARSE_BUDGET_MS, and more for each whole megabyte of text it reads. */
export function parseBudgetMs(texts: readonly string[], baseMs = PARSE_BUDGET_MS): number {
  const bytes = texts.reduce((sum, text) => sum + text.length, 0);
  return baseMs + Math.floor(bytes / MB) * BUDGET_PER_MB_MS;
}
/** A thread with nothing to do for this long is ended (it holds ical.js and its heap). */
const IDLE_MS = 60_000;

/**
 * Worker threads that parse and expand iCalendar text with a time budget per job. The request thread only
 * waits on a promise: a feed that loops, or takes minutes, never holds up /healthz or another request.
 * Each thread holds at most 256 MB, so a feed that blows up memory ends its thread, not the server.
 */
export class IcsParsePool {
  private readonly slots: Slot[];
  private readonly waiting: Pending[] = [];
  private readonly budgetMs: number;
  private readonly maxWaiting: number;
  private readonly maxWaitingPerOwner: number;
  private nextId = 1;
  private closed = false;
  /** Threads ended for running over budget, for the logs and tests. */
  overBudget = 0;

  constructor(private readonly options: ParsePoolOptions) {
    this.budgetMs = options.budgetMs ?? PARSE_BUDGET_MS;
    this.maxWaiting = options.maxWaiting ?? 200;
    this.maxWaitingPerOwner = options.maxWaitingPerOwner ?? 2;
    this.slots = Array.from({ length: options.threads ?? 2 }, () => ({ worker: null, ready: false, current: null, timer: null }));
  }

  /** Today's events of each text, read separately (one per feed, or per CalDAV object). */
  parse(texts: string[], window: ParseWindow, request: ParseRequest = {}): Promise<SourceEvent[][]> {
    const { owner, signal } = request;
    if (this.closed) return Promise.reject(new CalendarSourceError('The server is shutting down'));
    if (signal?.aborted) return Promise.reject(new CalendarSourceError('The request was abandoned'));
    if (owner !== undefined && this.waiting.filter((pending) => pending.owner === owner).length >= this.maxWaitingPerOwner) {
      return Promise.reject(new ParseQueueFullError());
    }
    if (this.waiting.length >= this.maxWaiting) {
      return Promise.reject(new CalendarSourceError('Calendars are busy on this server right now; try again in a minute'));
    }
    return new Promise((resolve, reject) => {
      const pending: Pending = { owner, budgetMs: parseBudgetMs(texts, this.budgetMs), job: { id: this.nextId++, texts, ...window }, resolve, reject };
      this.waiting.push(pending);
      // Nobody is left to answer: a job still waiting is dropped rather than read for no one.
      signal?.addEventListener(
        'abort',
        () => {
          const index = this.waiting.indexOf(pending);
          if (index < 0) return;
          this.waiting.splice(index, 1);
          reject(new CalendarSourceError('The request was abandoned'));
        },
        { once: true },
      );
      this.pump();
    });
  }

  /** Jobs waiting for a thread (tests). */
  waitingCount(): number {
    return this.waiting.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.waiting.splice(0)) pending.reject(new CalendarSourceError('The server is shutting down'));
    await Promise.all(this.slots.map((slot) => this.end(slot, new CalendarSourceError('The server is shutting down'))));
  }

  private pump() {
    for (const slot of this.slots) {
      if (this.waiting.length === 0) return;
      if (slot.current) continue;
      if (slot.timer) clearTimeout(slot.timer);
      slot.timer = null;
      slot.current = this.waiting.shift()!;
      if (slot.worker && slot.ready) this.start(slot);
      else if (!slot.worker) this.spawn(slot);
    }
  }

  private spawn(slot: Slot) {
    const worker = new Worker(new URL('./ics-parse-worker.mjs', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: 256 } });
    worker.unref();
    slot.worker = worker;
    slot.ready = false;
    worker.on('message', (message: ParseMessage) => {
      if (slot.worker !== worker) return;
      if (message.type === 'ready') {
        slot.ready = true;
        if (slot.current) this.start(slot);
        return;
      }
      const pending = slot.current;
      if (!pending || message.id !== pending.job.id) return;
      this.finish(slot);
      if (message.type === 'done') pending.resolve(message.events);
      else pending.reject(new CalendarSourceError(message.message));
    });
    worker.on('error', (error) => {
      if (slot.worker !== worker) return;
      this.options.logger.warn({ err: error }, 'calendar parse thread failed');
      void this.end(slot, new CalendarSourceError('The feed could not be read as iCalendar'));
    });
    worker.on('exit', () => {
      if (slot.worker === worker) void this.end(slot, new CalendarSourceError('The feed could not be read as iCalendar'));
    });
  }

  private start(slot: Slot) {
    const pending = slot.current!;
    slot.timer = setTimeout(() => {
      this.overBudget += 1;
      this.options.logger.warn({ budgetMs: pending.budgetMs, texts: pending.job.texts.length }, 'calendar feed over its time budget; parse thread ended');
      void this.end(slot, new FeedOverBudgetError(pending.budgetMs));
    }, pending.budgetMs);
    slot.worker!.postMessage(pending.job);
  }

  /** The job is answered: the thread takes the next one. */
  private finish(slot: Slot) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.current = null;
    this.pump();
    if (!slot.current) {
      const idle = slot.worker;
      slot.timer = setTimeout(() => {
        if (slot.worker === idle && !slot.current) void this.end(slot, new CalendarSourceError('ended while idle'));
      }, IDLE_MS);
      slot.timer.unref();
    }
  }

  /** Ends the slot's thread (a new one starts for the next job), failing its job with `error`. */
  private async end(slot: Slot, error: Error) {
    const { worker, current } = slot;
    slot.worker = null;
    slot.ready = false;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.current = null;
    current?.reject(error);
    if (!this.closed) this.pump();
    await worker?.terminate();
  }
}
