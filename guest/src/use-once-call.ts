// A guest's action on a sent order (cancel it, send a message): its command
// id is kept under `idKey` until the server answers, so a retry or a second
// tap is the same command, and the server acts once.
import { useCallback, useRef, useState } from 'preact/hooks';
import type { CallableDeclaration } from '../../src/domain/shared/function-spec';
import { callFunction } from './call';
import { pendingCommandId, settleCommandId } from './command-id';

export type SendState =
  | { phase: 'idle' }
  | { phase: 'sending'; retrying: boolean }
  | { phase: 'failed'; message: string };

export function useOnceCall(callable: CallableDeclaration<'customer'>, idKey: string, unreachable: string) {
  const [state, setState] = useState<SendState>({ phase: 'idle' });
  const busy = useRef(false);
  const call = useCallback(async (data: Readonly<Record<string, unknown>>): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setState({ phase: 'sending', retrying: false });
    const outcome = await callFunction(callable, { ...data, commandId: pendingCommandId(idKey) }, {
      onRetry: () => setState({ phase: 'sending', retrying: true }),
    });
    busy.current = false;
    // A refusal is an answer too: the next try is a new command.
    if (outcome.ok || outcome.refused) settleCommandId(idKey);
    setState(outcome.ok ? { phase: 'idle' } : { phase: 'failed', message: outcome.refused ? outcome.message : unreachable });
    return outcome.ok;
  }, [callable, idKey, unreachable]);
  const fail = useCallback((message: string) => setState({ phase: 'failed', message }), []);
  return { state, call, fail };
}
