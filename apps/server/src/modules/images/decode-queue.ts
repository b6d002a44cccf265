/**
 * One picture decoded at a time on this server (in libvips's own thread, off the event loop): decoding is the
 * heaviest thing a user can ask of it. One queue for every kind of upload (a background, a profile picture), made
 * once per server in app.ts; who may wait in it is upload-gate.ts's to say.
 */
export function createDecodeQueue() {
  let queue: Promise<unknown> = Promise.resolve();
  return function decode<T>(work: () => Promise<T>): Promise<T> {
    const turn = queue.then(work);
    queue = turn.catch(() => undefined);
    return turn;
  };
}

export type DecodeQueue = ReturnType<typeof createDecodeQueue>;
