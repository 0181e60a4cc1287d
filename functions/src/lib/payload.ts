// Reading untrusted callable payloads into typed values; a malformed payload is
// refused as invalid-argument with the screen's own failure text.
import type { CategoryUpdates } from '../../../src/domain/commands';
import { isClientId } from '../../../src/domain/commands';
import { DomainError } from '../../../src/domain/errors';

export type Fields = Record<string, unknown>;

export function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function fieldsOf(value: unknown, failure: string): Fields {
  if (!isFields(value)) throw new DomainError('invalid-argument', failure);
  return value;
}

export function idOf(value: unknown, failure: string): string {
  if (!isClientId(value)) throw new DomainError('invalid-argument', failure);
  return value;
}

export function listOf(value: unknown, failure: string): unknown[] {
  if (!Array.isArray(value)) throw new DomainError('invalid-argument', failure);
  return value;
}

const isOrderIndex = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** The category updates a user may make; any other field, or a wrong type, is refused. */
export function categoryUpdatesOf(value: unknown, failure: string): CategoryUpdates {
  const fields = fieldsOf(value, failure);
  const out: CategoryUpdates = {};
  for (const [key, v] of Object.entries(fields)) {
    if (['name', 'description', 'icon', 'color'].includes(key) && typeof v === 'string') {
      out[key as 'name' | 'description' | 'icon' | 'color'] = v;
    } else if (key === 'isActive' && typeof v === 'boolean') out.isActive = v;
    else if (key === 'orderIndex' && isOrderIndex(v)) out.orderIndex = v;
    else throw new DomainError('invalid-argument', failure);
  }
  return out;
}

export function orderIndexOf(value: unknown, failure: string): number {
  if (!isOrderIndex(value)) throw new DomainError('invalid-argument', failure);
  return value;
}
