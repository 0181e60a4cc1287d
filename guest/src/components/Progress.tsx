import { guest } from '../../../src/domain/shared/catalogue/guest';

/** received → confirmed → preparing → ready; `step` 4 once past ready. */
export function Progress({ step }: { step: number }) {
  return (
    <ol class="progress" aria-label={guest.progressLabel} data-testid="progress">
      {guest.steps.map((label, i) => {
        const state = i < step || step === 4 ? 'done' : i === step ? 'current' : 'todo';
        return (
          <li key={label} class={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span class="dot" aria-hidden="true" />
            <span>{label}</span>
            {state !== 'todo' && <span class="sr-only"> ({state === 'done' ? guest.stepDone : guest.stepCurrent})</span>}
          </li>
        );
      })}
    </ol>
  );
}
