// Where a page's main thread spent its time: a CDP CPU profile summed by self
// time per script file and per function. The bundle is minified, so files say
// more than names; the profile itself is saved for DevTools (Performance >
// Load profile), where the build's source maps give the names back.
import type { CDPSession } from 'playwright-core';

interface ProfileNode {
  id: number;
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
