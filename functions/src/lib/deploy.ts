// functions/src/index.ts hands every declared Function (src/domain/sync/functions.ts)
// its implementation here, and exports what this makes: so the deployed set is
// exactly the declared one, each Function under its declared name, and each
// callable takes its CORS origin and App Check from its declared caller.
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { COMMANDS } from '../../../src/domain/sync/commands';
import { APP_OF_CALLER, type CallerApp, type FunctionDeclaration } from '../../../src/domain/shared/function-spec';
import { appCheckRefusal, enforcesAppCheck } from './app-check-policy';
import { callOrigins } from './call-origins';
import { runCommand, type CommandHandler } from './command-call';
import { clientAddress, type OpenHandler } from './public-call';
import { asHttpsError, signedInCaller, type SignedInHandler } from './secure-call';

/** A trigger or a schedule, made with firebase-functions as it is deployed. */
export interface BackgroundFunction {
  readonly __endpoint: object;
}

/** What implements a declaration: a signed-in handler for the portal's pages, an open one for callers without an account. */
export type Implementation<D extends FunctionDeclaration> = D extends { kind: 'callable'; caller: 'portal' }
  ? CommandHandler | SignedInHandler
  : D extends { kind: 'callable' }
    ? OpenHandler
    : BackgroundFunction;

export type Implementations<F extends Readonly<Record<string, FunctionDeclaration>>> = { [K in keyof F]: Implementation<F[K]> };

type Env = Readonly<Record<string, string | undefined>>;

type Handler = CommandHandler | SignedInHandler | OpenHandler;

/** Runs a call with its caller's checks: who (for the portal's pages), then whose app, then the handler. */
async function answer(name: string, caller: CallerApp, handler: Handler, request: CallableRequest<unknown>, env: Env): Promise<unknown> {
  const app = APP_OF_CALLER[caller];
  // A signed-in handler asks who first, as it always has: no account, no further answer.
  const seller = handler.kind === 'open' ? undefined : signedInCaller(request);
  // Whose app may call, checked here too: the emulator only decodes tokens, so this is what it can prove.
  const appRefusal = appCheckRefusal(app, request.app?.appId, env);
  if (appRefusal) throw new HttpsError('permission-denied', appRefusal);
  try {
    if (handler.kind === 'open') return await handler.run(request.data, { address: clientAddress(request.rawRequest) });
    if (handler.kind === 'command') return await runCommand(name, handler, request.data, seller!);
    return await handler.run(request.data, seller!);
  } catch (error) {
    throw asHttpsError(error);
  }
}

/** A callable as its declared caller's app may call it, and no other app (lib/app-check-policy.ts, lib/call-origins.ts). */
function callable(name: string, caller: CallerApp, handler: Handler, env: Env) {
  if ((caller === 'portal') !== (handler.kind !== 'open')) {
    throw new Error(`${name}: a portal callable needs a signed-in caller, and only it`);
  }
  // A command's handler runs under the callable its declaration names, and no other.
  if (handler.kind === 'command' && handler.type && COMMANDS[handler.type].callable.name !== name) {
    throw new Error(`${name} does not deliver ${handler.type}`);
  }
  const app = APP_OF_CALLER[caller];
  return onCall({ enforceAppCheck: enforcesAppCheck(app, env), cors: callOrigins(app, env) }, (request: CallableRequest<unknown>) =>
    answer(name, caller, handler, request, env),
  );
}

/**
 * The module's exports: one per declaration, under its name. An
 * implementation no declaration names stops the Functions loading, naming it
 * (the types already refuse a declaration left without one).
 */
export function deployFunctions<F extends Readonly<Record<string, FunctionDeclaration & { name: string }>>>(
  declared: F,
  implemented: Implementations<F>,
  env: Env = process.env,
): Record<string, unknown> {
  const undeclared = Object.keys(implemented).filter((name) => !Object.hasOwn(declared, name));
  if (undeclared.length > 0) throw new Error(`Functions implemented but not declared in src/domain: ${undeclared.join(', ')}`);
  return Object.fromEntries(
    Object.entries(declared).map(([name, declaration]) => {
      const implementation: unknown = implemented[name as keyof F];
      if (implementation === undefined) throw new Error(`${name} is declared but has no implementation`);
      return [name, declaration.kind === 'callable' ? callable(name, declaration.caller, implementation as Handler, env) : implementation];
    }),
  );
}
