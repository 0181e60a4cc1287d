import { useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { OfflineEngineProvider } from '../../data/engine/EngineProvider';
import { tokenSource } from '../../data/session/session';
import { useCurrentStore } from '../../data/stores/current-store';
import { MESSAGES } from '../../domain/shared/messages';
import { canSkipStep, nextStep, previousStep, stepLabel, wizardProgress, wizardSteps, type WizardStep } from '../../domain/store/wizard-steps';
import { CompletionStep, MenuUploadStep, TableSetupStep, WelcomeStep } from './WizardSteps';
import './setup-wizard.css';

const text = MESSAGES.wizard;

/**
 * The setup wizard (doc 2 §2 "Setup wizard", §4): welcome, menu, tables,
 * completion. It sits under RequireStore, so the store always exists here and
 * the store-info step is always skipped (the store list creates stores). The
 * table step queues the same command as the Table QR Codes section, so the
 * wizard has the store's offline engine too.
 */
export function SetupWizardPage({ menuUpload }: { menuUpload: ReactNode }) {
  const { uid, store } = useCurrentStore();
  if (!store || !uid) return <Navigate to={paths.storeSelection} replace />;
  if (store.hasCompletedOnboarding) return <Navigate to="/" replace />;
  return (
    <OfflineEngineProvider uid={uid} storeId={store.id} tokens={tokenSource}>
      <Wizard storeId={store.id} storeName={store.storeName} menuUpload={menuUpload} />
    </OfflineEngineProvider>
  );
}

function Wizard({ storeId, storeName, menuUpload }: { storeId: string; storeName: string; menuUpload: ReactNode }) {
  const { completeOnboarding } = useCurrentStore();
  const navigate = useNavigate();
  const steps = wizardSteps(true);
  const [step, setStep] = useState<WizardStep>(steps[0] ?? 'welcome');
  const [finishing, setFinishing] = useState(false);
  const forward = () => setStep((s) => nextStep(steps, s));

  // 'Enter Store' and the top skip: mark onboarding complete, refresh the
  // stores, go to /. A failed call still goes to / (doc 2 §4), and the owner
  // stays in the store: useCurrentStore remembers it and calls again later.
  async function finish() {
    setFinishing(true);
    try {
      await completeOnboarding(storeId);
    } catch (error) {
      console.warn('completeStoreOnboarding failed; going to the dashboard anyway', error);
    }
    navigate('/', { replace: true });
  }

  const percent = wizardProgress(steps, step);
  return (
    <main className="setup-wizard">
      <header className="wizard-header">
        <h1>{text.title}</h1>
        <button type="button" className="link" disabled={finishing} onClick={() => void finish()}>
          {text.skipSetup}
        </button>
      </header>
      <div className="wizard-progress">
        <p data-testid="wizard-step">{stepLabel(steps, step)}</p>
        <progress max={100} value={percent} aria-label={`${text.title}: ${stepLabel(steps, step)}`} />
      </div>
      <section className="card wizard-card" aria-labelledby="wizard-step-title">
        {step === 'welcome' && <WelcomeStep storeName={storeName} />}
        {step === 'menu-upload' && <MenuUploadStep upload={menuUpload} />}
        {step === 'table-setup' && <TableSetupStep storeId={storeId} onDone={forward} onBack={() => setStep((s) => previousStep(steps, s))} onSkip={forward} />}
        {step === 'completion' && <CompletionStep />}
        {step !== 'table-setup' && (
          <div className="wizard-actions">
            {step !== steps[0] && (
              <button type="button" className="secondary" disabled={finishing} onClick={() => setStep((s) => previousStep(steps, s))}>
                {text.back}
              </button>
            )}
            {canSkipStep(step) && (
              <button type="button" className="secondary" onClick={forward}>
                {text.skipForNow}
              </button>
            )}
            {step === 'completion' ? (
              <button type="button" disabled={finishing} onClick={() => void finish()}>
                {finishing ? text.finishing : text.enterStore}
              </button>
            ) : (
              <button type="button" onClick={forward}>
                {text.continue}
              </button>
            )}
          </div>
        )}
      </section>
    </main>
  );
}
