// Reads of the public documents over Firestore's REST API: a plain GET, no SDK
// in the first load. Values come typed ({"stringValue": "x"}); decode() turns
// them into plain JSON-like values (timestamps into epoch milliseconds).
import { config } from './config';

type Fields = Readonly<Record<string, unknown>>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One typed REST value; an unknown or malformed one reads as null. */
export function decodeValue(value: unknown): unknown {
  if (!isRecord(value)) return null;
  if ('stringValue' in value) return typeof value.stringValue === 'string' ? value.stringValue : null;
  // 64-bit integers travel as strings; doubles as numbers, or 'NaN' / 'Infinity' as strings.
  if ('integerValue' in value) return toNumber(value.integerValue);
  if ('doubleValue' in value) return toNumber(value.doubleValue);
  if ('booleanValue' in value) return value.booleanValue === true;
  if ('nullValue' in value) return null;
  if ('timestampValue' in value) {
    const ms = typeof value.timestampValue === 'string' ? Date.parse(value.timestampValue) : NaN;
    return Number.isNaN(ms) ? null : ms;
  }
  if ('mapValue' in value) return decodeFields(isRecord(value.mapValue) ? value.mapValue.fields : undefined);
  if ('arrayValue' in value) {
    const values = isRecord(value.arrayValue) ? value.arrayValue.values : undefined;
    return Array.isArray(values) ? values.map(decodeValue) : [];
  }
  if ('referenceValue' in value) return typeof value.referenceValue === 'string' ? value.referenceValue : null;
  if ('bytesValue' in value) return typeof value.bytesValue === 'string' ? value.bytesValue : null;
  if ('geoPointValue' in value) return isRecord(value.geoPointValue) ? { ...value.geoPointValue } : null;
  return null;
}

function toNumber(raw: unknown): number | null {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isNaN(n) ? null : n;
}

/** A document's (or map's) `fields`; absent fields read as an empty object. */
export function decodeFields(fields: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!isRecord(fields)) return out;
  for (const [key, value] of Object.entries(fields)) out[key] = decodeValue(value);
  return out;
}

/** A read that failed for want of a connection or on the server's side; missing documents are not errors. */
export class ReadError extends Error {
  constructor(readonly status: number | 'network') {
    super(status === 'network' ? 'The connection failed' : `Firestore answered ${status}`);
    this.name = 'ReadError';
  }
}

const READ_TIMEOUT_MS = 15_000;

/** The document's URL: each segment escaped (a token holds '-' and '_', a store id could hold more). */
export function documentUrl(segments: readonly string[]): string {
  return `${config.firestoreBase}/${segments.map(encodeURIComponent).join('/')}${config.firestoreQuery}`;
}

/** The decoded fields of the document at `segments`, or null when it does not exist. */
export async function getDocument(segments: readonly string[], fetcher: typeof fetch = fetch): Promise<Fields | null> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), READ_TIMEOUT_MS);
  try {
    let response: Response;
    try {
      response = await fetcher(documentUrl(segments), { signal: abort.signal, cache: 'no-store' });
    } catch {
      throw new ReadError('network');
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new ReadError(response.status);
    const body: unknown = await response.json().catch(() => {
      throw new ReadError('network');
    });
    return decodeFields(isRecord(body) ? body.fields : undefined);
  } finally {
    clearTimeout(timer);
  }
}
