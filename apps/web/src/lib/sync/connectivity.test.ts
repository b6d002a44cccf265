import { describe, expect, it, vi } from 'vitest';
import { watchConnectivity } from './connectivity';

describe('watchConnectivity', () => {
  it('reports offline and online, reconnects on online, and stops when asked', () => {
    const target = new EventTarget() as unknown as Window;
    const onChange = vi.fn();
    const onOnline = vi.fn();
    const stop = watchConnectivity(target, { onChange, onOnline });
    target.dispatchEvent(new Event('offline'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(onOnline).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('online'));
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(onOnline).toHaveBeenCalledTimes(1);
    stop();
    target.dispatchEvent(new Event('online'));
    expect(onOnline).toHaveBeenCalledTimes(1);
  });
});
