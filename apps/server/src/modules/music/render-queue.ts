import { Worker } from 'node:worker_threads';
import type { Logger } from '../../logger';
import type { RenderJob, RenderMessage } from './render-job';

/** A render under way: the MP3 bytes so far, and who waits for more. */
export class InFlightRender {
  readonly chunks: Uint8Array[] = [];
  /** How far the render has come, 0 to 1 (0 while it waits its turn). */
  progress = 0;
  done = false;
  failed: Error | null = null;
  private readonly listeners = new Set<() => void>();
  readonly finished: Promise<Buffer>;
  private settle!: { resolve: (value: Buffer) => void; reject: (error: Error) => void };

  constructor(readonly job: RenderJob) {
    this.finished = new Promise<Buffer>((resolve, reject) => {
      this.settle = { resolve, reject };
    });
    // A failure is reported to whoever streams or awaits; nobody awaiting is not an unhandled rejection.
    this.finished.catch(() => undefined);
  }

  push(bytes: Uint8Array) {
    this.chunks.push(bytes);
    this.notify();
  }

  complete() {
    this.done = true;
    this.progress = 1;
    this.settle.resolve(Buffer.concat(this.chunks));
    this.notify();
  }

  fail(error: Error) {
    this.failed = error;
    this.settle.reject(error);
    this.notify();
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify() {
    for (const listener of [...this.listeners]) listener();
  }

  /** The MP3 as a stream: the bytes so far at once, then each new chunk as it is encoded. */
  stream(): ReadableStream<Uint8Array> {
    let sent = 0;
    let stop = () => {};
    return new ReadableStream<Uint8Array>({
      start: (controller) => {
        const flush = () => {
          while (sent < this.chunks.length) controller.enqueue(this.chunks[sent++]!);
          if (this.failed) {
            stop();
            controller.error(this.failed);
          } else if (this.done) {
            stop();
            controller.close();
          }
        };
        stop = this.onChange(flush);
        flush();
      },
      cancel: () => stop(),
    });
  }
}

/**
 * One render thread, one track at a time (the machine's other work comes first): requested tracks go
 * before the background warm-up, and a track asked for twice shares one render.
 */
export class RenderQueue {
  private worker: Worker | null = null;
  private current: InFlightRender | null = null;
  private readonly waiting: InFlightRender[] = [];
  private readonly byTrack = new Map<string, InFlightRender>();
  private closed = false;

  constructor(
    private readonly logger: Logger,
    private readonly onFinished: (render: InFlightRender, bytes: Buffer) => Promise<void>,
  ) {}

  /** The render of a track, started or moved to the front when `urgent`. */
  request(job: RenderJob, urgent: boolean): InFlightRender {
    const existing = this.byTrack.get(job.trackId);
    if (existing) {
      if (urgent && existing !== this.current) {
        this.waiting.splice(this.waiting.indexOf(existing), 1);
        this.waiting.unshift(existing);
      }
      return existing;
    }
    const render = new InFlightRender(job);
    this.byTrack.set(job.trackId, render);
    if (urgent) this.waiting.unshift(render);
    else this.waiting.push(render);
    this.next();
    return render;
  }

  inFlight(trackId: string): InFlightRender | undefined {
    return this.byTrack.get(trackId);
  }

  async close() {
    this.closed = true;
    for (const render of this.waiting.splice(0)) render.fail(new Error('The server is shutting down'));
    this.current?.fail(new Error('The server is shutting down'));
    await this.worker?.terminate();
    this.worker = null;
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./music-worker.mjs', import.meta.url));
    worker.unref();
    worker.on('message', (message: RenderMessage) => this.handle(message));
    worker.on('error', (error) => {
      this.logger.error({ err: error }, 'music render thread failed');
      this.worker = null;
      this.current?.fail(error);
      this.finishCurrent();
    });
    this.worker = worker;
    return worker;
  }

  private next() {
    if (this.closed || this.current || this.waiting.length === 0) return;
    this.current = this.waiting.shift()!;
    this.ensureWorker().postMessage(this.current.job);
  }

  private handle(message: RenderMessage) {
    const render = this.current;
    if (message.type === 'ready' || !render || message.trackId !== render.job.trackId) return;
    if (message.type === 'progress') render.progress = message.fraction;
    else if (message.type === 'chunk') render.push(message.bytes);
    else if (message.type === 'failed') {
      this.logger.error({ track: render.job.trackId, message: message.message }, 'music render failed');
      render.fail(new Error(message.message));
      this.finishCurrent();
    } else {
      const bytes = Buffer.concat(render.chunks);
      // Stored before it leaves the in-flight map, so a request in between finds one or the other.
      void this.onFinished(render, bytes)
        .catch((error: unknown) => this.logger.error({ err: error, track: render.job.trackId }, 'music cache write failed'))
        .finally(() => {
          render.complete();
          this.finishCurrent();
        });
    }
  }

  private finishCurrent() {
    if (this.current) this.byTrack.delete(this.current.job.trackId);
    this.current = null;
    this.next();
  }
}
