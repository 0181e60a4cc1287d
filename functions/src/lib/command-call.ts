import { FieldValue, getFirestore, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { callablePermission, COMMANDS, isClientId, type CommandPayloads, type CommandResult, type CommandType } from '../../../src/domain/sync/commands';
import { parsePayload } from '../../../src/domain/shared/payload-schema';
import { DomainError } from '../../../src/domain/shared/errors';
import { MESSAGES } from '../../../src/domain/shared/messages';
import type { ChangedBy } from '../../../src/domain/shared/changed-by';
import type { Role } from '../../../src/domain/shared/entities';
import type { Permission } from '../../../src/domain/shared/permission';
import { runOnce } from './exactly-once';
import { requireMember, stampActivity } from './member';
import { storeIdOf, type Caller } from './secure-call';

export interface CommandContext {
  db: Firestore;
  tx: Transaction;
  storeId: string;
  caller: Caller;
  /** The caller's role in the store, from its member document (never from the token). */
  role: Role;
  /**
   * Who is acting, for the records the command leaves (status history,
   * lastChangedBy): the uid from the ID token, the name from the member
   * document as it reads now. Never anything the payload says.
   */
  actor: ChangedBy;
  /** The server's commit time: every replicated write is stamped with it (replication orders by it). */
  now: FieldValue;
}

/**
 * What every replicated document written by a command carries, besides its own
 * fields: the replication stamp, and who changed it last (so a dish's 86, a
 * price, a category or the settings say who, as the order history does).
 */
export function stamped(ctx: CommandContext, created: boolean): Record<string, unknown> {
  return { updatedAt: ctx.now, _deleted: false, lastChangedBy: ctx.actor, ...(created ? { createdAt: ctx.now } : {}) };
}

/** A command's handler, with what runs once after its first commit and, for a call never queued, its permission. */
export interface CommandHandler<Result extends object = object> {
  readonly kind: 'command';
  /** The queued command it runs, whose declared schema parses the payload first; absent for a call never queued. */
  readonly type?: CommandType;
  run(data: unknown, ctx: CommandContext): Promise<Result>;
  /** Runs once, after the first successful commit only (never on a replay), for side effects outside Firestore. */
  afterCommit?(result: Result, storeId: string): Promise<void>;
  /** For a call made online only, never queued (so not in the registry): what it asks of its sender. */
  direct?: { permission: Permission };
}

/**
 * The handler of a queued command of `type`: it receives the payload as the
 * command's schema parsed it (src/domain/<area>/commands.ts), typed, after
 * the caller's permission was checked and only when the command is not a
 * replay.
 */
export function commandOf<T extends CommandType, Result extends object>(
  type: T,
  run: (payload: CommandPayloads[T], ctx: CommandContext) => Promise<Result>,
  options: Pick<CommandHandler<Result>, 'afterCommit'> = {},
): CommandHandler<Result> {
  const schema = COMMANDS[type].payload;
  if (!schema) throw new Error(`${type} declares no payload schema`);
  return {
    kind: 'command',
    type,
    run: (data, ctx) => {
      const { storeId: _storeId, commandId: _commandId, ...payload } = data as Record<string, unknown>;
      return run(parsePayload(schema, payload) as CommandPayloads[T], ctx);
    },
    ...options,
  };
}

export function command<Result extends object>(
  run: (data: unknown, ctx: CommandContext) => Promise<Result>,
  options: Pick<CommandHandler<Result>, 'afterCommit' | 'direct'> = {},
): CommandHandler<Result> {
  return { kind: 'command', run, ...options };
}

/**
 * The one framework of commands, run by the callable `name` (lib/deploy.ts)
 * for a signed-in caller. The caller must be a member of `storeId` (its member
 * document, read here: a claim outlives a removal) whose role allows what the
 * command declares it needs, and send a client-made `commandId`. Exactly once
 * (lib/exactly-once.ts): if the command's record exists, its stored result is
 * returned and nothing changes (a replay, or a retry after a lost answer);
 * otherwise the handler validates and applies the command (all reads before
 * writes) and the record is written with it.
 */
export async function runCommand<Result extends object>(
  name: string,
  handler: CommandHandler<Result>,
  data: unknown,
  caller: Caller,
): Promise<Result & CommandResult> {
  const storeId = storeIdOf(data);
  const commandId = (data as Record<string, unknown> | null)?.commandId;
  if (!isClientId(commandId)) throw new DomainError('invalid-argument', MESSAGES.sync.commandIdRequired);
  const db = getFirestore();
  // What the command needs of its sender is declared beside it (src/domain/<area>/commands.ts).
  const permission = callablePermission(name, data) ?? handler.direct?.permission;
  if (!permission) throw new Error(`${name} delivers no declared command`);
  const member = await requireMember(db, storeId, caller.uid, permission);
  const { role, actor } = member;

  const { result, replayed, committedAt } = await runOnce({ db, storeId, commandId, name, by: caller.uid, appId: caller.appId }, (tx, now) =>
    handler.run(data, { db, tx, storeId, caller, role, actor, now }),
  );
  if (!replayed && handler.afterCommit) await handler.afterCommit(result, storeId);
  // After the work, so a refused or failed command is not counted as activity.
  await stampActivity(db, storeId, caller.uid, member);
  return { ...result, commandId, committedAt };
}
