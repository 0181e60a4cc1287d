import { describe, expect, it } from 'vitest';
import { untilAborted } from './abortable';

describe('untilAborted', () => {
  it('work that ends first gives its value and never stops anything', async () => {
    const controller = new AbortController();
    let stopped = 0;
    await expect(untilAborted(Promise.resolve(7), controller.signal, () => (stopped += 1))).resolves.toBe(7);
    controller.abort(new Error('late'));
    expect(stopped).toBe(0);
  });

  it('an abort while the work runs stops it once and rejects with the reason', async () => {
    const controller = new AbortController();
    let stopped = 0;
    const running = untilAborted(new Promise(() => {}), controller.signal, () => (stopped += 1));
    controller.abort(new Error('time limit'));
    await expect(running).rejects.toThrow('time limit');
    expect(stopped).toBe(1);
  });

  it('a signal already aborted stops at once', async () => {
    let stopped = 0;
    await expect(untilAborted(new Promise(() => {}), AbortSignal.abort(new Error('gone')), () => (stopped += 1))).rejects.toThrow('gone');
    expect(stopped).toBe(1);
  });
});
