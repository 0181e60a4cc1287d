// A command's payload is declared once, as a valibot schema beside the
// command (src/domain/<area>/commands.ts): the client's payload type is
// inferred from it, and the Functions parse the callable's data with it
// before the handler runs (functions/src/lib/command-call.ts). Each part of a
// schema carries the words the user reads when that part is wrong: the
// screen's failure text for a wrong shape, the spec's own text where it has
// one (the bulk limit). The rules that need more than a shape (lengths,
// language codes, counts in the store) stay with the area's validators.
import * as v from 'valibot';
import { DomainError } from './errors';
import { isClientId } from './ids';
import { BULK_UPDATE_LIMIT } from './limits';
import { MESSAGES } from './messages';

/** Any schema whose output a command's payload may be. */
export type PayloadSchema = v.GenericSchema<unknown, unknown>;

/** The payload type a schema declares (what the client builds and the server receives). */
export type PayloadOf<S extends PayloadSchema> = v.InferOutput<S>;

/**
 * A key the payload must have: missing, it is refused with the entry's own
 * words, as a wrong value is (a plain v.object answers a missing key with the
 * object's). The missing value reaches `entry` as null.
 */
export const required = <S extends PayloadSchema>(entry: S) => v.pipe(v.optional(v.unknown(), null), entry);

/** A document id made by the client (a uuid, or any id without '/'), refused with `failure` otherwise, missing too. */
export const clientId = (failure: string) => required(v.pipe(v.string(failure), v.check((id: string) => isClientId(id), failure)));

/** A position in a list: a safe integer, 0 or more (1e300 is an "integer" to JavaScript, but no position). */
export const position = (failure: string) => v.pipe(v.number(failure), v.safeInteger(failure), v.minValue(0, failure));

/**
 * A bulk list (doc 1 §9: at most 50 entries), refused with the bulk text when
 * longer before any entry is looked at; a list that is no list fails as `failure`.
 */
export function bulkOf<S extends PayloadSchema>(entry: S, failure: string, limitText = MESSAGES.menu.bulkLimit(BULK_UPDATE_LIMIT)) {
  return v.pipe(v.array(v.unknown(), failure), v.maxLength(BULK_UPDATE_LIMIT, limitText), v.array(entry, failure));
}

/** Whether no id is named twice: an order or a set names each document once. */
export const distinct = (ids: string[]) => new Set(ids).size === ids.length;

/** Ids, each a client id and named once, in a bulk list. */
export const distinctIds = (failure: string, limitText?: string) =>
  v.pipe(bulkOf(clientId(failure), failure, limitText), v.check(distinct, failure));

/**
 * The data's own fields only, all the way down. The callable protocol decodes
 * a JSON key `__proto__` by assignment, which makes it the object's
 * prototype, and valibot reads an object's keys with `in`, which follows the
 * prototype: a field hidden there would pass the permission check (which
 * reads own fields, src/domain/sync/commands.ts) and then be applied. Copied
 * own field by own field, what is parsed is what the permission was judged on.
 */
export function ownData(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(ownData);
  if (typeof data !== 'object' || data === null) return data;
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, ownData(value)]));
}

/**
 * The payload, parsed: its typed value, or a refusal with the first wrong
 * part's words (invalid-argument), before anything is read or written.
 */
export function parsePayload<S extends PayloadSchema>(schema: S, data: unknown): PayloadOf<S> {
  const parsed = v.safeParse(schema, ownData(data), { abortEarly: true });
  if (!parsed.success) throw new DomainError('invalid-argument', parsed.issues[0].message);
  return parsed.output;
}
