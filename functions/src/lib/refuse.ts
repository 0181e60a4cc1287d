import { DomainError } from '../../../src/domain/shared/errors';
import type { ValidationResult } from '../../../src/domain/shared/validation-result';

/**
 * Turns a failed validation into the refusal the client shows. A limit is a
 * rule, not a shortage: failed-precondition, never resource-exhausted (which
 * the sender would retry forever).
 */
export function refuse(result: ValidationResult<unknown>, fallback: string): never {
  if (result.ok) throw new Error('refuse() called with a valid result');
  const { limit, ...fields } = result.errors as Record<string, string>;
  if (limit) throw new DomainError('failed-precondition', limit);
  throw new DomainError('invalid-argument', Object.values(fields)[0] ?? fallback, fields);
}
