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
  const note = (entries: PerformanceEntryList) => {
    for (const entry of entries) longestTaskMs = Math.max(longestTaskMs, entry.duration);
  };
  const observer = new PerformanceObserver((list) => note(list.getEntries()));
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
    // A task that ended just now may not have reached the callback yet.
    note(observer.takeRecords());
    return { value, maxGapMs, longestTaskMs, durationMs };
  } finally {
    clearInterval(beat);
    observer.disconnect();
  }
}

/** Resolves once `quietMs` pass with no long task on the main thread, or after `maxMs`. */
function mainThreadQuiet(quietMs: number, maxMs: number): Promise<void> {
  return new Promise((resolve) => {
    let timer = setTimeout(done, quietMs);
    const observer = new PerformanceObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    });
    observer.observe({ type: 'longtask' });
    const cap = setTimeout(done, maxMs);
    function done() {
      clearTimeout(timer);
      clearTimeout(cap);
      observer.disconnect();
      resolve();
    }
  });
}

async function compressGenerated(width: number, height: number): Promise<HarnessRun> {
  const photo = await makePhotoLikeJpeg(width, height);
  // Let the generation's own work end before watching (its long task, and on a loaded
  // machine the collection of its 48 MB canvas after it): a quiet 300 ms, 5 s at most.
  await mainThreadQuiet(300, 5_000);
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

/** Bytes that are no image at all, over 1 MB so they reach the worker. */
async function compressCorrupt(): Promise<{ name: string; message: string }> {
  const junk = new File([new Uint8Array(1_100_000).fill(7)], 'broken.jpg', { type: 'image/jpeg' });
  return compressImageFile(junk).then(
    () => ({ name: 'none', message: 'no error' }),
    (error: Error) => ({ name: error.name, message: error.message }),
  );
}

/** Aborts a compression mid-way, then compresses again (a fresh worker must start). */
async function abortThenRetry(): Promise<{ aborted: string; retried: string }> {
  const photo = await makePhotoLikeJpeg(4000, 3000);
  const controller = new AbortController();
  const first = compressImageFile(photo, { signal: controller.signal });
  setTimeout(() => controller.abort(new DOMException('The user picked another image', 'AbortError')), 20);
  const aborted = await first.then(
    () => 'finished before the abort',
    (error: Error) => error.name,
  );
  const retried = (await compressImageFile(photo)).ranIn;
  return { aborted, retried };
}

/** The watcher's control: a main-thread busy loop of `ms` must show up as a gap. */
async function watchBusyLoop(ms: number): Promise<{ maxGapMs: number; longestTaskMs: number }> {
  const { maxGapMs, longestTaskMs } = await watchMainThread(async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    const end = performance.now() + ms;
    while (performance.now() < end) {
      // Busy on purpose.
    }
    await new Promise((resolve) => setTimeout(resolve, 30));
  });
  return { maxGapMs, longestTaskMs };
}

/** A generated photo's bytes (base64), for a test to choose through a real file input. */
async function photoBase64(width: number, height: number): Promise<string> {
  const bytes = new Uint8Array(await (await makePhotoLikeJpeg(width, height)).arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

declare global {
  interface Window {
    imageHarness?: {
      photoBase64: typeof photoBase64;
      compressGenerated: typeof compressGenerated;
      compressCorrupt: typeof compressCorrupt;
      abortThenRetry: typeof abortThenRetry;
      watchBusyLoop: typeof watchBusyLoop;
    };
  }
}

window.imageHarness = { photoBase64, compressGenerated, compressCorrupt, abortThenRetry, watchBusyLoop };
document.body.dataset.ready = 'true';
