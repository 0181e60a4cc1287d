import { useState, type FormEvent, type ReactNode } from 'react';
import { useSetTableCount, useTables } from '../../data/tables/tables';
import { WIZARD_DEFAULT_TABLES, WIZARD_MAX_TABLES } from '../../domain/shared/limits';
import { MESSAGES } from '../../domain/shared/messages';
import { clampTableCountInput } from '../../domain/tables/qr-validation';
import { wizardTableAction } from '../../domain/store/wizard-steps';
import { QrDeliveryDialog } from '../../app/ui/QrDeliveryDialog';
import { OnlineOrderingQuestion } from './OnlineOrderingQuestion';

const text = MESSAGES.wizard;

export function WelcomeStep({ storeName }: { storeName: string }) {
  return (
    <>
      <h2 id="wizard-step-title">{text.welcomeTitle(storeName)}</h2>
      <p>{text.welcomeBody}</p>
      <p className="muted">{text.estimate(text.setupEstimate)}</p>
    </>
  );
}

/**
 * The menu upload happens in the wizard itself: the pages behind it wait for
 * onboarding, so a link to them would bring the owner back to step 1. The
 * upload itself belongs to the menu import, which the app passes in.
 */
export function MenuUploadStep({ upload }: { upload: ReactNode }) {
  return (
    <>
      <h2 id="wizard-step-title">{text.menuTitle}</h2>
      <p>{text.menuBody}</p>
      {upload}
      <p className="muted">{text.menuLater}</p>
    </>
  );
}

/**
 * Tables 1 to 100, default 10 (or the store's count when it has one). Continue
 * queues the Table QR Codes section's own command (tables.setCount), so the
 * links are made by the same Function, offline too; an unchanged count just
 * moves on.
 */
export function TableSetupStep(props: { storeId: string; onDone(): void; onBack(): void; onSkip(): void }) {
  const tables = useTables();
  const setTableCount = useSetTableCount();
  const current = tables.status === 'ready' ? tables.tableCount : 0;
  const [raw, setRaw] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [delivery, setDelivery] = useState(false);
  const shown = raw ?? String(current > 0 ? current : WIZARD_DEFAULT_TABLES);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (tables.status !== 'ready') return;
    const action = wizardTableAction(shown, current);
    if (action === 'unchanged') return props.onDone();
    setSaving(true);
    setError(null);
    const errors = await setTableCount(shown, current);
    setSaving(false);
    if (errors) return setError(errors.tableCount ?? errors.form ?? MESSAGES.qr.updateCountFailed);
    props.onDone();
  }

  /**
   * The codes sent are the store's at the time the request is processed: a
   * count typed here is queued first, so the outbox delivers it before the
   * request and the sheet holds these tables.
   */
  async function openDelivery() {
    if (tables.status !== 'ready') return;
    if (wizardTableAction(shown, current) !== 'unchanged') {
      setSaving(true);
      setError(null);
      const errors = await setTableCount(shown, current);
      setSaving(false);
      if (errors) return setError(errors.tableCount ?? errors.form ?? MESSAGES.qr.updateCountFailed);
    }
    setDelivery(true);
  }

  return (
    <>
      <form onSubmit={submit} noValidate>
        <h2 id="wizard-step-title">{text.tablesTitle}</h2>
        <p>{text.tablesBody}</p>
        <label>
          {text.tablesLabel}
          <input type="number" inputMode="numeric" min={1} max={WIZARD_MAX_TABLES} step={1} value={shown}
            aria-describedby="wizard-tables-hint" aria-invalid={error ? true : undefined}
            onChange={(e) => {
              const clamped = clampTableCountInput(e.target.value);
              setRaw(clamped.text);
              setNotice(clamped.notice ?? null);
              setError(null);
            }} />
        </label>
        <p id="wizard-tables-hint" className="muted">{text.tablesHint(WIZARD_MAX_TABLES)}</p>
        {notice && <p role="status">{notice}</p>}
        {error && <p role="alert" className="error">{error}</p>}
        <p>
          <button type="button" className="secondary" disabled={saving || tables.status !== 'ready'} onClick={() => void openDelivery()}>
            {text.deliveryButton}
          </button>
        </p>
        <div className="wizard-actions">
          <button type="button" className="secondary" onClick={props.onBack}>{text.back}</button>
          <button type="button" className="secondary" onClick={props.onSkip}>{text.skipForNow}</button>
          <button type="submit" disabled={saving || tables.status !== 'ready'}>{text.continue}</button>
        </div>
      </form>
      {/* Outside the step's form: the dialog has a form of its own, and forms do not nest. */}
      {delivery && <QrDeliveryDialog onClose={() => setDelivery(false)} testId="wizard-delivery-dialog" />}
    </>
  );
}

export function CompletionStep() {
  return (
    <>
      <h2 id="wizard-step-title">{text.completionTitle}</h2>
      <OnlineOrderingQuestion />
      <p>{text.completionBody}</p>
      <dl className="wizard-tour">
        {text.tour.map(([place, what]) => (
          <div key={place}>
            <dt>{place}</dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
