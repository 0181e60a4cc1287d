// localStorage that never throws: private modes and full quotas refuse
// writes, and the page must go on working without what it would have kept.
export function readJson(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Kept in memory only: a reload loses it, nothing else does.
  }
}
