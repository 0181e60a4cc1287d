// The stand-in's objects, in memory: bytes plus the metadata resource that the
// Storage web SDK reads (field names as in the Firebase Storage REST API).
import { createHash, randomUUID } from 'node:crypto';

/** The writable fields of the SDK's metadata mappings (see @firebase/storage getMappings). */
const WRITABLE = ['cacheControl', 'contentDisposition', 'contentEncoding', 'contentLanguage', 'contentType'] as const;
type Writable = (typeof WRITABLE)[number];

export interface ObjectResource {
  name: string;
  bucket: string;
  generation: string;
  metageneration: string;
  contentType: string;
  size: string;
  timeCreated: string;
  updated: string;
  md5Hash: string;
  downloadTokens: string;
  metadata?: Record<string, string>;
  cacheControl?: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
}

export interface StoredObject {
  resource: ObjectResource;
  data: Buffer;
}

/** What a client may send as metadata on upload or PATCH; null deletes a field. */
export type MetadataInput = Partial<Record<Writable, string | null>> & {
  metadata?: Record<string, string | null> | null;
};

export function asMetadataInput(value: unknown): MetadataInput {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as MetadataInput) : {};
}

function applyMetadata(resource: ObjectResource, input: MetadataInput): void {
  for (const field of WRITABLE) {
    const value = input[field];
    if (value === null) delete resource[field];
    else if (typeof value === 'string') resource[field] = value;
  }
  if (input.metadata === null) delete resource.metadata;
  else if (input.metadata) {
    // Custom metadata merges key by key, and a null value removes its key (as in GCS).
    const merged: Record<string, string> = { ...resource.metadata };
    for (const [key, value] of Object.entries(input.metadata)) {
      if (value === null) delete merged[key];
      else merged[key] = String(value);
    }
    resource.metadata = merged;
  }
  if (!resource.contentType) resource.contentType = 'application/octet-stream';
}

export class ObjectStore {
  private readonly objects = new Map<string, StoredObject>();

  private key(bucket: string, name: string): string {
    return `${bucket}/${name}`;
  }

  get(bucket: string, name: string): StoredObject | undefined {
    return this.objects.get(this.key(bucket, name));
  }

  /** Creates or replaces an object: a new generation with a fresh download token. */
  put(bucket: string, name: string, data: Buffer, input: MetadataInput): StoredObject {
    const now = new Date().toISOString();
    const resource: ObjectResource = {
      name,
      bucket,
      generation: String(Date.now() * 1000 + Math.floor(Math.random() * 1000)),
      metageneration: '1',
      contentType: 'application/octet-stream',
      size: String(data.length),
      timeCreated: now,
      updated: now,
      md5Hash: createHash('md5').update(data).digest('base64'),
      downloadTokens: randomUUID(),
    };
    applyMetadata(resource, input);
    const stored = { resource, data };
    this.objects.set(this.key(bucket, name), stored);
    return stored;
  }

  update(bucket: string, name: string, input: MetadataInput): StoredObject | undefined {
    const stored = this.get(bucket, name);
    if (!stored) return undefined;
    applyMetadata(stored.resource, input);
    stored.resource.metageneration = String(Number(stored.resource.metageneration) + 1);
    stored.resource.updated = new Date().toISOString();
    return stored;
  }

  delete(bucket: string, name: string): boolean {
    return this.objects.delete(this.key(bucket, name));
  }

  /** Names under `prefix`, split at `delimiter` into items and sub-folder prefixes. */
  list(bucket: string, prefix: string, delimiter: string): { items: string[]; prefixes: string[] } {
    const items: string[] = [];
    const prefixes = new Set<string>();
    for (const { resource } of this.objects.values()) {
      if (resource.bucket !== bucket || !resource.name.startsWith(prefix)) continue;
      const rest = resource.name.slice(prefix.length);
      const cut = delimiter ? rest.indexOf(delimiter) : -1;
      if (cut >= 0) prefixes.add(prefix + rest.slice(0, cut + delimiter.length));
      else items.push(resource.name);
    }
    return { items: items.sort(), prefixes: [...prefixes].sort() };
  }
}
