// One table's 'new code' control: a confirmation naming what stops working,
// then the server's rotation. The new link reaches the section through the
// replica like any other change. A table paused for its unconfirmed orders
// (a script at the table, or a party nobody confirmed) says so, and its code
// is replaced in one click: the notice already says what stops working.
import { useState } from 'react';
import { toCallError } from '../../data/firebase/callable';
import { rotateTableLink } from '../../data/tables/table-link-rotation';
import { MESSAGES } from '../../domain/shared/messages';

const R = MESSAGES.tablesScreen.rotate;

type Step = { at: 'idle' } | { at: 'confirm' } | { at: 'busy' } | { at: 'done' } | { at: 'failed'; message: string };

export function RotateCode({ storeId, tableNumber, waiting }: { storeId: string; tableNumber: number; waiting?: number }) {
  const [step, setStep] = useState<Step>({ at: 'idle' });
  const rotate = async () => {
    if (!navigator.onLine) return setStep({ at: 'failed', message: R.offline });
    setStep({ at: 'busy' });
    try {
      await rotateTableLink(storeId, tableNumber);
      setStep({ at: 'done' });
    } catch (error) {
      const failure = toCallError(error);
      setStep({ at: 'failed', message: failure.code === 'unavailable' ? R.offline : R.failed });
    }
  };
  if (step.at === 'confirm' || step.at === 'busy') {
    return (
      <div className="rotate-code" role="group" aria-label={R.open(tableNumber)}>
        <p className="hint">{R.warning}</p>
        <button type="button" className="danger" onClick={() => void rotate()} disabled={step.at === 'busy'}>
          {step.at === 'busy' ? R.busy : R.confirm}
        </button>
        <button type="button" className="link" onClick={() => setStep({ at: 'idle' })} disabled={step.at === 'busy'}>
          {R.cancel}
        </button>
      </div>
    );
  }
  if (waiting !== undefined && step.at !== 'done') {
    return (
      <div className="rotate-code paused" role="group" aria-label={R.open(tableNumber)}>
        <p role="status">{R.paused(tableNumber, waiting)}</p>
        <button type="button" className="danger" onClick={() => void rotate()}>{R.replaceNow(tableNumber)}</button>
        {step.at === 'failed' && <span className="form-error" role="alert">{step.message}</span>}
      </div>
    );
  }
  return (
    <>
      <button type="button" className="link" onClick={() => setStep({ at: 'confirm' })}>
        {R.open(tableNumber)}
      </button>
      {step.at === 'done' && <span className="form-success" role="status">{R.done(tableNumber)}</span>}
      {step.at === 'failed' && <span className="form-error" role="alert">{step.message}</span>}
    </>
  );
}
