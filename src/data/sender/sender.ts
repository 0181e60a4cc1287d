// Delivers queued commands, in order, one at a time, to their callable
// Functions. Runs in the leader tab and in the service worker; a lock keeps
// the two from sending at once (a double send would still be harmless: the
// server records command ids).
import {
  CLOSED_BREAKER,
  DATA_BREAKER,
  canAttempt,
  recordFailure,
  recordSuccess,
  secondsUntilRetry,
  type BreakerState,
} from '../../domain/sync/circuit-breaker';
import {
  classifyFailure,
  countsTowardsSettingAside,
  isPoison,
  isServerFault,
  isStuck,
  retryDelay,
  serverFaultRefusal,
  stuckRefusal,
  type DeliveryFailure,
} from '../../domain/sync/command-policy';
import { COMMAND_CALLABLES, callDataOf, isPlainCommand, type AnyCommand, type CommandResult } from '../../domain/sync/commands';
import { DATA_RETRY_ATTEMPTS } from '../../domain/shared/limits';
import type { TokenSource } from '../firebase/token-source';
import type { Outbox, OutboxEntry } from '../outbox/outbox';
import { postCallable, type CallOutcome } from './callable-http';
import { prepareUploadCall, type UploadFile } from './file-upload';
import { prepareImageCall, type PreparedCall, type UploadImage } from './image-upload';

export interface SenderDeps {
  outbox: Outbox;
  tokens: TokenSource;
  baseUrl: string;
  fetch?: typeof fetch;
  appCheckToken?: () => Promise<string | undefined>;
  /**
   * Uploads a menu image (the page passes firebase/storage). Without it (the
   * service worker) a setImage, and everything queued after it, waits for a page.
   */
  uploadImage?: UploadImage;
  /** Uploads a menu import file (the page passes firebase/storage); without it, like uploadImage. */
  uploadFile?: UploadFile;
  /** The percent of an upload.record's file sent so far, by command id (the upload screen shows it). */
  onUploadProgress?: (commandId: string, percent: number) => void;
  /** Runs `task` under the sender lock, or queues behind its holder (webLock); false when it skipped it. */
  lock?: (task: () => Promise<void>) => Promise<boolean>;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  random?: () => number;
  /** Whether the device says it is online (navigator.onLine by default): failures while offline never set a command aside. */
  online?: () => boolean;
}

export interface DrainReport {
  delivered: number;
  refused: number;
  /** When commands are left (network or server in trouble, or another sender holds the lock): try again after this long. */
  retryInMs?: number;
  /** The next command needs an upload this sender cannot make: it and those after it wait for a page. */
  needsPage?: boolean;
}

const NO_USER: DeliveryFailure = { code: 'unauthenticated', message: 'No authenticated user' };
/**
 * Locked out by another sender (the service worker's sync, which waits for the
 * lock), look again this soon: that sender may stop early (network trouble)
 * and leave the queue to no one until the next change or the safety tick.
 */
const LOCKED_OUT_RETRY_MS = 2000;

/** A store's commands: delivered in their order, held back only by their own store's trouble. */
const laneOf = (command: AnyCommand) => command.storeId;

export class Sender {
  /** Per lane: a store whose commands keep failing holds back that store alone. */
  private breakers = new Map<string, BreakerState>();
  private failuresInARow = new Map<string, number>();
  /** Per lane: not before this time (after its quick retries failed). */
  private waits = new Map<string, number>();
  private running: Promise<DrainReport> | undefined;
  private again = false;

  constructor(private readonly deps: SenderDeps) {}

  /** Sends until the queue is empty, or every store left has its lane waiting (backoff, open breaker, a page's upload). */
  drain(): Promise<DrainReport> {
    if (this.running) {
      // Triggers (online, a new command) collapse into the drain under way, which
      // then looks once more, so a command queued as it finished is not left behind.
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      let report: DrainReport;
      do {
        this.again = false;
        report = await this.lockedDrain();
      } while (this.again && report.retryInMs === undefined);
      return report;
    })().finally(() => (this.running = undefined));
    return this.running;
  }

  private async lockedDrain(): Promise<DrainReport> {
    const report: DrainReport = { delivered: 0, refused: 0 };
    const lock = this.deps.lock ?? (async (task) => (await task(), true));
    if (!(await lock(() => this.drainInto(report)))) report.retryInMs = LOCKED_OUT_RETRY_MS;
    return report;
  }

  private async drainInto(report: DrainReport): Promise<void> {
    const now = this.deps.now ?? Date.now;
    const sleep = this.deps.sleep ?? ((ms) => new Promise<void>((r) => setTimeout(r, ms)));
    const online = this.deps.online ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine));
    // Lanes left alone for the rest of this drain (an upload only a page can make).
    const needPage = new Set<string>();
    const triesThisRound = new Map<string, number>();
    const asksAgainIn = (ms: number) => (report.retryInMs = Math.min(report.retryInMs ?? ms, ms));
    for (;;) {
      const t = now();
      const held = new Set(needPage);
      for (const [lane, until] of this.waits) if (until > t) held.add(lane);
      for (const [lane, breaker] of this.breakers) if (!canAttempt(breaker, DATA_BREAKER, t)) held.add(lane);
      const entry = await this.deps.outbox.nextQueued(held);
      if (!entry) {
        // What is left waits for its lane's backoff or breaker: ask to run again when the first one ends.
        for (const until of this.waits.values()) if (until > t) asksAgainIn(until - t);
        for (const breaker of this.breakers.values()) {
          if (!canAttempt(breaker, DATA_BREAKER, t)) asksAgainIn(secondsUntilRetry(breaker, DATA_BREAKER, t) * 1000);
        }
        return;
      }
      const lane = laneOf(entry.command);
      // Commands go in order: one that cannot be sent here holds back the rest of its store's.
      if (!this.canSend(entry.command)) {
        report.needsPage = true;
        needPage.add(lane);
        continue;
      }
      const outcome = await this.deliver(entry);
      if (outcome.kind === 'delivered') {
        this.succeeded(lane, now());
        await this.deps.outbox.markDelivered(entry.id, outcome.result.committedAt);
        report.delivered++;
      } else if (outcome.kind === 'permanent') {
        // A refusal is a healthy server's answer: it does not count against the breaker.
        this.succeeded(lane, now());
        await this.deps.outbox.markFailed(entry.id, outcome.failure);
        report.refused++;
      } else {
        this.breakers.set(lane, recordFailure(this.breakers.get(lane) ?? CLOSED_BREAKER, DATA_BREAKER, now()));
        const failures = (this.failuresInARow.get(lane) ?? 0) + 1;
        this.failuresInARow.set(lane, failures);
        const counted = countsTowardsSettingAside(outcome.failure, online());
        const record = await this.deps.outbox.recordTransient(entry.id, outcome.failure, isServerFault(outcome.failure), counted ? now() : undefined);
        if (isPoison(record.serverFaults)) {
          // The server keeps failing on this one command: it is set aside like a
          // refusal (Retry, Discard) so it cannot hold back everything queued after it.
          await this.deps.outbox.markFailed(entry.id, serverFaultRefusal(outcome.failure));
          report.refused++;
          continue;
        }
        if (isStuck(record.answered, record.answeredSince, now())) {
          // Answered, online, but never accepted for a long while: set aside the same way.
          await this.deps.outbox.markFailed(entry.id, stuckRefusal(outcome.failure, record.answered));
          report.refused++;
          continue;
        }
        const delay = retryDelay(failures, this.deps.random ?? Math.random);
        const tries = (triesThisRound.get(lane) ?? 0) + 1;
        triesThisRound.set(lane, tries);
        // A few quick retries (doc 1 §9), then the lane waits and the other stores' commands go on.
        if (tries >= DATA_RETRY_ATTEMPTS) {
          this.waits.set(lane, now() + delay);
          continue;
        }
        await sleep(delay);
      }
    }
  }

  /**
   * The browser is online again. Failures counted while the connection was
   * down said nothing about the server, so the breaker they opened would only
   * hold back, for its 30 s, the changes the user is waiting to see land.
   */
  connectionRestored(): void {
    this.breakers.clear();
    this.failuresInARow.clear();
    this.waits.clear();
  }

  private succeeded(lane: string, now: number): void {
    this.breakers.set(lane, recordSuccess(this.breakers.get(lane) ?? CLOSED_BREAKER, DATA_BREAKER, now));
    this.failuresInARow.delete(lane);
    this.waits.delete(lane);
  }

  private async deliver(
    entry: OutboxEntry,
  ): Promise<{ kind: 'delivered'; result: CommandResult } | { kind: 'permanent' | 'transient'; failure: DeliveryFailure }> {
    // Prepared once per delivery: a resend with a fresh token reuses the upload.
    let prepared: PreparedCall | undefined;
    const callData = async () => (prepared?.ok ? prepared : (prepared = await this.prepare(entry.command)));
    let outcome = await this.post(entry, callData, false);
    if (outcome.ok) return { kind: 'delivered', result: outcome.result };
    let kind = classifyFailure(outcome.failure, false);
    if (kind === 'auth') {
      // An expired token or claims that changed: refresh once, then judge again.
      outcome = await this.post(entry, callData, true);
      if (outcome.ok) return { kind: 'delivered', result: outcome.result };
      kind = classifyFailure(outcome.failure, true) === 'permanent' ? 'permanent' : 'transient';
    }
    return { kind: kind === 'permanent' ? 'permanent' : 'transient', failure: outcome.failure };
  }

  /** Whether this sender has what the command needs (a file command needs an uploader). */
  private canSend(command: AnyCommand): boolean {
    if (command.type === 'menuItem.setImage') return Boolean(this.deps.uploadImage);
    if (command.type === 'upload.record') return Boolean(this.deps.uploadFile);
    return true;
  }

  /** The callable's data; a file command uploads its file first. */
  private async prepare(command: AnyCommand): Promise<PreparedCall> {
    if (isPlainCommand(command)) return { ok: true, data: callDataOf(command) };
    if (command.type === 'upload.record') {
      const upload = this.deps.uploadFile;
      if (!upload) throw new Error('drainInto stops before an upload.record when there is no uploader');
      return prepareUploadCall(command, this.deps.outbox, upload, (percent) => this.deps.onUploadProgress?.(command.id, percent));
    }
    const upload = this.deps.uploadImage;
    if (!upload) throw new Error('drainInto stops before a setImage when there is no uploader');
    return prepareImageCall(command, this.deps.outbox, upload);
  }

  private async post(entry: OutboxEntry, callData: () => Promise<PreparedCall>, forceRefresh: boolean): Promise<CallOutcome<CommandResult>> {
    // The token first: a forced refresh also gives the Storage SDK (which reads the same user) new claims.
    const idToken = await this.deps.tokens.getToken({ forceRefresh }).catch(() => null);
    if (!idToken) return { ok: false, failure: NO_USER };
    const prepared = await callData();
    if (!prepared.ok) return prepared;
    const appCheckToken = await this.deps.appCheckToken?.();
    const url = `${this.deps.baseUrl}/${COMMAND_CALLABLES[entry.command.type]}`;
    return postCallable<CommandResult>(this.deps.fetch ?? fetch, url, prepared.data, {
      idToken,
      ...(appCheckToken ? { appCheckToken } : {}),
    });
  }
}
