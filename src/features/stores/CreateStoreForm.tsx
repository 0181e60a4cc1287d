import { useState, type FormEvent } from 'react';
import { CallError } from '../../data/firebase/callable';
import { STORE_ADDRESS_MAX, STORE_NAME_MAX, STORE_PHONE_MAX } from '../../domain/shared/limits';
import { MESSAGES } from '../../domain/shared/messages';
import { remainingStoresHint, storeLimitReached, validateCreateStore } from '../../domain/store/store-validation';
import type { NewStore } from '../../domain/store/store-validation';

// Refusals whose server message is a catalogue text meant for the user.
const SHOWN_CODES = ['invalid-argument', 'failed-precondition', 'permission-denied', 'resource-exhausted'];

function createErrorMessage(error: unknown): string {
  if (error instanceof CallError) return SHOWN_CODES.includes(error.code) ? error.message : MESSAGES.stores.unexpected;
  if (error instanceof Error && error.message) return error.message;
  return MESSAGES.stores.unexpected;
}

/** Create-store form (doc 1 §2.5, §5). `ownedCount` drives the hint and the cap. */
export function CreateStoreForm(props: {
  ownedCount: number;
  onCreate: (store: NewStore) => Promise<unknown>;
  onDone: () => void;
}) {
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [phone, setPhone] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const atCap = storeLimitReached(props.ownedCount);
  const hint = remainingStoresHint(props.ownedCount);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateCreateStore({ storeName: name, address, phone }, props.ownedCount);
    if (!result.ok) {
      const { form, storeName, address: addressError, phone: phoneError } = result.errors;
      setError(form ?? storeName ?? addressError ?? phoneError ?? MESSAGES.stores.createFailed);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await props.onCreate(result.value);
      props.onDone();
    } catch (e) {
      setError(createErrorMessage(e));
      setSaving(false);
    }
  }

  return (
    <form className="card create-store" onSubmit={submit} aria-labelledby="create-store-title">
      <h2 id="create-store-title">{MESSAGES.stores.createTitle}</h2>
      <label>
        Store Name
        <input value={name} onChange={(e) => setName(e.target.value)} maxLength={STORE_NAME_MAX} required autoFocus aria-required="true" />
      </label>
      <label>
        <span>
          Address <span className="muted">(optional)</span>
        </span>
        <input value={address} onChange={(e) => setAddress(e.target.value)} maxLength={STORE_ADDRESS_MAX} autoComplete="street-address" />
      </label>
      <label>
        <span>
          Phone <span className="muted">(optional)</span>
        </span>
        <input value={phone} onChange={(e) => setPhone(e.target.value)} maxLength={STORE_PHONE_MAX} type="tel" autoComplete="tel" />
      </label>
      {hint && <p className="hint">{hint}</p>}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <p className="muted small">{MESSAGES.stores.updateLater}</p>
      <div className="row">
        <button type="button" className="secondary" onClick={props.onDone} disabled={saving}>
          Cancel
        </button>
        <button type="submit" disabled={atCap || saving || name.trim() === ''}>
          {atCap ? MESSAGES.stores.limitReached : saving ? 'Creating...' : 'Create Store'}
        </button>
      </div>
    </form>
  );
}
