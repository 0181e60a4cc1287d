// Test and benchmark harness for the image worker, built only by the local
// stack (scripts/lib/build-app.ts), never by `npm run build`. It runs the real
// client and worker from the app's bundle and measures the main thread meanwhile.
import { compressImageFile } from '../../src/workers/image/client/compress-image-client';
import { makePhotoLikeJpeg } from './photo';

export interface HarnessRun {
  input: { bytes: number; width: number; height: number };
  output: { bytes: number; width: number; height: number; type: string; quality: number | undefined };
  ranIn: string;
  durationMs: number;
  /** The longest gap between 10 ms timer ticks on the main thread while compressing. */
  maxGapMs: number;
  /** The longest task the browser reported (PerformanceObserver 'longtask'), 0 if none. */
  longestTaskMs: number;
}

async function sizeOf(blob: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(blob);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/** Runs `job` while a 10 ms heartbeat and a long-task observer watch the main thread. */
async function watchMainThread<T>(job: () => Promise<T>): Promise<{ value: T; maxGapMs: number; longestTaskMs: number; durationMs: number }> {
  let longestTaskMs = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestTaskMs = Math.max(longestTaskMs, entry.duration);
  });
  observer.observe({ type: 'longtask' });
  let last = performance.now();
  let maxGapMs = 0;
  const beat = setInterval(() => {
    const now = performance.now();
    maxGapMs = Math.max(maxGapMs, now - last);
    last = now;
  }, 10);
  const started = performance.now();
  try {
    const value = await job();
    const durationMs = performance.now() - started;
    maxGapMs = Math.max(maxGapMs, performance.now() - last);
    return { value, maxGapMs, longestTaskMs, durationMs };
  } finally {
    clearInterval(beat);
    observer.disconnect();
  }
}

async function compressGenerated(width: number, height: number): Promise<HarnessRun> {
  const photo = await makePhotoLikeJpeg(width, height);
  // Let the generation's own long task end before watching.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const { value, maxGapMs, longestTaskMs, durationMs } = await watchMainThread(() => compressImageFile(photo));
  return {
    input: { bytes: photo.size, width, height },
    output: { bytes: value.file.size, ...(await sizeOf(value.file)), type: value.file.type, quality: value.quality },
    ranIn: value.ranIn,
    durationMs,
    maxGapMs,
    longestTaskMs,
  };
}

/** The watcher's control: a main-thread busy loop of `ms` must show up as a gap. */
async function watchBusyLoop(ms: number): Promise<{ maxGapMs: number }> {
  const { maxGapMs } = await watchMainThread(async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    const end = performance.now() + ms;
    while (performance.now() < end) {
      // Busy on purpose.
    }
    await new Promise((resolve) => setTimeout(resolve, 30));
  });
  return { maxGapMs };
}

declare global {
  interface Window {
    imageHarness?: { compressGenerated: typeof compressGenerated; watchBusyLoop: typeof watchBusyLoop };
  }
}

window.imageHarness = { compressGenerated, watchBusyLoop };
document.body.dataset.ready = 'true';
