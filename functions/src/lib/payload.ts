// Reading untrusted callable payloads into typed values; a malformed payload is
// refused as invalid-argument with the screen's own failure text, before the
// handler reads anything. The rules themselves are src/domain's.
import { isClientId } from '../../../src/domain/sync/commands';
import { DomainError } from '../../../src/domain/shared/errors';
import { firstDuplicate } from '../../../src/domain/menu/menu-item-updates';
import { validateBulkUpdate } from '../../../src/domain/menu/bulk-validation';

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

/**
 * A bulk list (doc 1 §9: at most 50 entries), refused with the bulk text when
 * longer before any entry is looked at; a list that is no list fails as `failure`.
 */
export function bulkListOf(value: unknown, failure: string): unknown[] {
  const bulk = validateBulkUpdate(listOf(value, failure));
  if (!bulk.ok) throw new DomainError('invalid-argument', bulk.errors.updates ?? failure);
  return [...bulk.value];
}

/** Ids, each a client id and named once: an order or a set names each document once. */
export function distinctIdsOf(values: readonly unknown[], failure: string): string[] {
  const ids = values.map((id) => idOf(id, failure));
  if (firstDuplicate(ids) !== undefined) throw new DomainError('invalid-argument', failure);
  return ids;
}

// A safe integer: 1e300 is an "integer" to JavaScript but no position in a list.
const isOrderIndex = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

export function orderIndexOf(value: unknown, failure: string): number {
  if (!isOrderIndex(value)) throw new DomainError('invalid-argument', failure);
  return value;
}
