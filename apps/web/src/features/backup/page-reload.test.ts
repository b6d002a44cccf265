import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageReload, RELOAD_SAVE_WAIT_MS, reloadAfter } from './page-reload';

describe('reloadAfter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('waits for the restore to reach the server after its delay, so its last pieces are not left behind', async () => {
    let saved!: () => void;
    reloadAfter(2000, () => new Promise<void>((resolve) => (saved = resolve)));
    await vi.advanceTimersByTimeAsync(5000);
    expect(pageReload.reload).not.toHaveBeenCalled();
    saved();
    await vi.advanceTimersByTimeAsync(0);
    expect(pageReload.reload).toHaveBeenCalledTimes(1);
  });

  it('goes ahead when the server never answers, and not at all once cancelled', async () => {
    reloadAfter(2000, () => new Promise<void>(() => undefined));
    await vi.advanceTimersByTimeAsync(2000 + RELOAD_SAVE_WAIT_MS);
    expect(pageReload.reload).toHaveBeenCalledTimes(1);
    const cancel = reloadAfter(2000, async () => undefined);
    cancel();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(pageReload.reload).toHaveBeenCalledTimes(1);
  });
});
