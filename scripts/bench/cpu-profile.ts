// Where a page's main thread spent its time: a CDP CPU profile summed by self
// time per script file and per function. The bundle is minified, so files say
// more than names; the profile itself is saved for DevTools (Performance >
// Load profile), where the build's source maps give the names back.
import type { CDPSession } from 'playwright-core';

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

export interface SelfTime {
  what: string;
  ms: number;
}

export interface ProfileSummary {
  totalMs: number;
  byFile: SelfTime[];
  byFunction: SelfTime[];
}

/** Starts sampling the page's main thread (1 ms interval). */
export async function startProfile(cdp: CDPSession): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
  await cdp.send('Profiler.start');
}

export async function stopProfile(cdp: CDPSession): Promise<CpuProfile> {
  const { profile } = await cdp.send('Profiler.stop');
  return profile as CpuProfile;
}

const fileOf = (url: string) => url.split('/').pop()?.split('?')[0] || url;

function top(totals: Map<string, number>, count: number): SelfTime[] {
  return [...totals].map(([what, us]) => ({ what, ms: us / 1000 })).sort((a, b) => b.ms - a.ms).slice(0, count);
}

/** Self time per file and per function; idle and program time stay as DevTools names them. */
export function summarise(profile: CpuProfile, count = 10): ProfileSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  (profile.samples ?? []).forEach((id, i) => {
    const frame = nodes.get(id)?.callFrame;
    const us = profile.timeDeltas?.[i] ?? 0;
    if (!frame || frame.functionName === '(idle)') return;
    total += us;
    const file = frame.url ? fileOf(frame.url) : frame.functionName;
    byFile.set(file, (byFile.get(file) ?? 0) + us);
    const name = frame.url ? `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : frame.functionName;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  });
  return { totalMs: total / 1000, byFile: top(byFile, count), byFunction: top(byFunction, count) };
}

/**
 * The longest stretch of the profile with no idle sample (a main-thread task,
 * or tasks back to back), summed by self time per function as `name` gives it
 * (the bundle's position mapped to its source).
 */
export function longestStretch(profile: CpuProfile, name: (url: string, line: number, column: number) => string, count = 15): ProfileSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const samples = profile.samples ?? [];
  const busy = (i: number) => nodes.get(samples[i] as number)?.callFrame.functionName !== '(idle)';
  let best = { from: 0, to: 0, us: 0 };
  for (let i = 0; i < samples.length; ) {
    if (!busy(i)) {
      i++;
      continue;
    }
    let us = 0;
    let j = i;
    for (; j < samples.length && busy(j); j++) us += profile.timeDeltas?.[j] ?? 0;
    if (us > best.us) best = { from: i, to: j, us };
    i = j;
  }
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (let i = best.from; i < best.to; i++) {
    const frame = nodes.get(samples[i] as number)?.callFrame;
    const us = profile.timeDeltas?.[i] ?? 0;
    if (!frame) continue;
    const file = frame.url ? fileOf(frame.url) : frame.functionName;
    byFile.set(file, (byFile.get(file) ?? 0) + us);
    const where = frame.url ? `${frame.functionName || '(anonymous)'} ${name(frame.url, frame.lineNumber, frame.columnNumber)}` : frame.functionName;
    byFunction.set(where, (byFunction.get(where) ?? 0) + us);
  }
  return { totalMs: best.us / 1000, byFile: top(byFile, count), byFunction: top(byFunction, count) };
}

export interface Slice {
  /** ms after the mark */
  from: number;
  busyMs: number;
  top: SelfTime[];
}

/**
 * The profile after the first sample of the function named `mark` (a spin
 * the page runs at a moment it records, to line the profile up with it), in
 * slices of `sliceMs`: each slice's busy time and its functions by self time.
 */
export function timeline(profile: CpuProfile, name: (url: string, line: number, column: number) => string, mark: string, untilMs: number, sliceMs = 100, count = 4): Slice[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const underMark = (id: number): boolean => {
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) if (nodes.get(at)?.callFrame.functionName === mark) return true;
    return false;
  };
  const samples = profile.samples ?? [];
  let at = 0;
  let start: number | null = null;
  const slices: Array<{ busy: number; by: Map<string, number> }> = [];
  samples.forEach((id, i) => {
    const us = profile.timeDeltas?.[i] ?? 0;
    at += us;
    const frame = nodes.get(id)?.callFrame;
    if (!frame) return;
    if (start === null) {
      if (underMark(id)) start = at;
      return;
    }
    const ms = (at - start) / 1000;
    if (ms >= untilMs || frame.functionName === '(idle)') return;
    const slice = (slices[Math.floor(ms / sliceMs)] ??= { busy: 0, by: new Map() });
    slice.busy += us;
    const where = frame.url ? `${frame.functionName || '(anonymous)'} ${name(frame.url, frame.lineNumber, frame.columnNumber)}` : frame.functionName;
    slice.by.set(where, (slice.by.get(where) ?? 0) + us);
  });
  return Array.from(slices, (slice, i) => ({ from: i * sliceMs, busyMs: (slice?.busy ?? 0) / 1000, top: slice ? top(slice.by, count) : [] }));
}
