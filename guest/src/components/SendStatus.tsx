import { guest } from '../../../src/domain/shared/catalogue/guest';
import type { SendState } from '../use-once-call';

/** Beside a send button: "Sending…" while it goes, and the server's refusal or the failure in an alert. */
export function SendStatus({ state, testId }: { state: SendState; testId: string }) {
  return (
    <>
      <p role="status" class="send-status" data-testid={`${testId}-status`}>
        {state.phase === 'sending' ? (state.retrying ? guest.retrying : guest.sending) : ''}
      </p>
      <p role="alert" class="error" data-testid={`${testId}-error`}>{state.phase === 'failed' ? state.message : ''}</p>
    </>
  );
}
