import { FunctionsError, httpsCallable, type Functions } from 'firebase/functions';
import type { CallableDeclaration } from '../../domain/shared/function-spec';

/** A refused or failed call, with the server's message as the user should read it. */
export class CallError extends Error {
  constructor(
    /** The callable error code without the 'functions/' prefix, e.g. 'invalid-argument'. */
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'CallError';
  }
}

// The web SDK appends the HTTP status (" [400]") to the server's message; the
// server's message is a catalogue text and is shown as it is.
const HTTP_STATUS_SUFFIX = / \[\d{3}\]$/;

export function toCallError(error: unknown): CallError {
  if (error instanceof CallError) return error;
  if (error instanceof FunctionsError) {
    return new CallError(error.code.replace(/^functions\//, ''), error.message.replace(HTTP_STATUS_SUFFIX, ''), error.details);
  }
  return new CallError('unknown', error instanceof Error ? error.message : String(error));
}

/** Calls a declared callable Function; failures come back as CallError. */
export async function callFunction<Result>(functions: Functions, callable: CallableDeclaration, data: unknown): Promise<Result> {
  try {
    const result = await httpsCallable(functions, callable.name)(data);
    return result.data as Result;
  } catch (error) {
    throw toCallError(error);
  }
}
