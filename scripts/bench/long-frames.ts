// What a long main-thread task was doing: Chromium's Long Animation Frames
// (PerformanceObserver 'long-animation-frame') name each script that ran
// over 5 ms in a frame (its file, the character it starts at, what called
// it: a promise, an event, a timer, an IndexedDB callback...) and how much of
// the frame went to style and layout. The app's bundle is minified; the
// build's hidden source maps (vite `build.sourcemap: 'hidden'`) give the
// source file, line and function back.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

export interface FrameScript {
  invoker: string;
  invokerType: string;
  url: string;
  fn: string;
  /** Characters into the file where the function starts (-1: unknown). */
  at: number;
  ms: number;
  /** Style and layout forced from the script (reading a size after a change). */
  forcedLayoutMs: number;
}

export interface LongFrame {
  /** Wall clock (timeOrigin + startTime). */
  start: number;
  ms: number;
  /** Of the frame, the time after its scripts: style, layout, paint. */
  renderMs: number;
  styleAndLayoutMs: number;
  scripts: FrameScript[];
}

/** A frame in the page's terms, as `long-animation-frame` entries give it (Chromium 123+). */
interface FrameEntry {
  startTime: number;
  duration: number;
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: Array<{
    invoker: string; invokerType: string; sourceURL: string; sourceFunctionName: string;
    sourceCharPosition: number; duration: number; forcedStyleAndLayoutDuration: number;
  }>;
}

/** A frame the page recorded (the entry's toJSON()) in wall-clock time. */
export function longFrameOf(entry: unknown, timeOrigin: number): LongFrame {
  const f = entry as FrameEntry;
  const end = f.startTime + f.duration;
  return {
    start: timeOrigin + f.startTime,
    ms: f.duration,
    renderMs: f.renderStart > 0 ? end - f.renderStart : 0,
    styleAndLayoutMs: f.styleAndLayoutStart > 0 ? end - f.styleAndLayoutStart : 0,
    scripts: f.scripts.map((s) => ({
      invoker: s.invoker, invokerType: s.invokerType, url: s.sourceURL, fn: s.sourceFunctionName,
      at: s.sourceCharPosition, ms: s.duration, forcedLayoutMs: s.forcedStyleAndLayoutDuration,
    })),
  };
}

/**
 * Maps a bundle's position to its source through the build's map: a
 * character offset (long animation frames) or a 0-based line and column (CPU
 * profiles); `file:position` when there is no map.
 */
export function sourceMapper(distDir: string): (url: string, at: number, column?: number) => string {
  const maps = new Map<string, { map: TraceMap; lineStarts: number[] } | null>();
  const load = (path: string) => {
    if (!maps.has(path)) {
      const file = join(distDir, path);
      if (!existsSync(file) || !existsSync(`${file}.map`)) maps.set(path, null);
      else {
        const code = readFileSync(file, 'utf8');
        const lineStarts = [0];
        for (let i = code.indexOf('\n'); i >= 0; i = code.indexOf('\n', i + 1)) lineStarts.push(i + 1);
        maps.set(path, { map: new TraceMap(readFileSync(`${file}.map`, 'utf8')), lineStarts });
      }
    }
    return maps.get(path) ?? null;
  };
  return (url, at, column) => {
    if (!url) return '(no script: the browser itself)';
    const path = new URL(url).pathname;
    const loaded = at >= 0 ? load(path) : null;
    if (!loaded) return `${path}${at >= 0 ? `:${at}${column === undefined ? '' : `:${column}`}` : ''}`;
    let line = at;
    let col = column ?? 0;
    if (column === undefined) {
      line = 0;
      while (line + 1 < loaded.lineStarts.length && loaded.lineStarts[line + 1]! <= at) line++;
      col = at - loaded.lineStarts[line]!;
    }
    const found = originalPositionFor(loaded.map, { line: line + 1, column: col });
    if (!found.source) return `${path}:${at}`;
    const source = found.source.replace(/^(\.\.\/)+/, '');
    return `${source}:${found.line}${found.name ? ` ${found.name}` : ''}`;
  };
}

/** One frame as lines to print: its length, its render part, each script by source. */
export function describeFrame(frame: LongFrame, since: number, where: (url: string, at: number) => string): string[] {
  const head = `frame at ${Math.round(frame.start - since).toLocaleString('en-US')} ms: ${Math.round(frame.ms)} ms` +
    ` (style and layout ${Math.round(frame.styleAndLayoutMs)} ms, render ${Math.round(frame.renderMs)} ms)`;
  const scripts = [...frame.scripts]
    .sort((a, b) => b.ms - a.ms)
    .map((s) => `    ${String(Math.round(s.ms)).padStart(4)} ms  ${s.invokerType} ${s.invoker.slice(0, 60)} -> ${s.fn || '(anonymous)'} at ${where(s.url, s.at)}` +
      (s.forcedLayoutMs >= 1 ? ` (forced layout ${Math.round(s.forcedLayoutMs)} ms)` : ''));
  return [head, ...scripts];
}
