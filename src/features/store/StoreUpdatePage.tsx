import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PAGE_FORM_ID } from '../../app/shell/page-title';
import { ViewLoading } from '../../app/ui/ViewLoading';
import { useCurrentStore } from '../../data/stores/current-store';
import { useStoreSettingsActions, useStoreView, type ViewedStore } from '../../data/store/store-profile';
import { STORE_ADDRESS_MAX, STORE_NAME_MAX, STORE_PHONE_MAX } from '../../domain/shared/limits';
import { MESSAGES } from '../../domain/shared/messages';
import type { StoreProfile } from '../../domain/store/store-settings';
import { storePaths } from './store-paths';
import './store.css';

const L = MESSAGES.labels.store;
const T = MESSAGES.storeScreen;
type Field = keyof StoreProfile;

const FIELDS: readonly { field: Field; label: string; type: string; max?: number; autoComplete: string }[] = [
  { field: 'storeName', label: T.storeName, type: 'text', max: STORE_NAME_MAX, autoComplete: 'organization' },
  { field: 'address', label: T.address, type: 'text', max: STORE_ADDRESS_MAX, autoComplete: 'street-address' },
  { field: 'phone', label: T.phone, type: 'tel', max: STORE_PHONE_MAX, autoComplete: 'tel' },
  { field: 'googleLink', label: T.googleLink, type: 'url', autoComplete: 'url' },
  { field: 'yelpLink', label: T.yelpLink, type: 'url', autoComplete: 'url' },
];

function StoreForm({ store, fallbackName }: { store: ViewedStore | null; fallbackName: string }) {
  const ids = useId();
  const navigate = useNavigate();
  const actions = useStoreSettingsActions(store);
  // An empty stored name is prefilled with the current store's name (doc 2 §2).
  const [values, setValues] = useState<StoreProfile>(() => ({
    storeName: store?.storeName || fallbackName,
    address: store?.address ?? '',
    phone: store?.phone ?? '',
    googleLink: store?.googleLink ?? '',
    yelpLink: store?.yelpLink ?? '',
  }));
  // As stored, so a prefilled name counts as a change; a save sends only what differs.
  const [opened] = useState<Partial<StoreProfile>>(() => ({
    storeName: store?.storeName ?? '',
    address: store?.address ?? '',
    phone: store?.phone ?? '',
    googleLink: store?.googleLink ?? '',
    yelpLink: store?.yelpLink ?? '',
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const refused = await actions.saveProfile({ opened, edited: values }).catch(() => ({ form: MESSAGES.store.saveFailed }));
    setBusy(false);
    if (refused) setErrors(refused);
    else void navigate(storePaths.info, { state: { flash: T.saved } });
  };
  const errorId = (field: string) => (errors[field] ? `${ids}-${field}-error` : undefined);
  return (
    <form id={PAGE_FORM_ID} className="card store-form" onSubmit={(e) => void submit(e)} noValidate>
      {FIELDS.map(({ field, label, type, max, autoComplete }) => (
        <div className="field" key={field}>
          <label htmlFor={`${ids}-${field}`}>{label}</label>
          <input
            id={`${ids}-${field}`}
            type={type}
            value={values[field]}
            maxLength={max}
            autoComplete={autoComplete}
            required={field === 'storeName'}
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={errorId(field)}
            onChange={(e) => change(field, e.target.value)}
          />
          {errors[field] && <span id={errorId(field)} className="field-error">{errors[field]}</span>}
        </div>
      ))}
      {errors.form && <p role="alert" className="form-error">{errors.form}</p>}
      <div className="form-actions">
        <Link className="button secondary" to={storePaths.info}>{T.cancel}</Link>
        <button type="submit" disabled={busy}>{L.saveChanges}</button>
      </div>
    </form>
  );
}

/** /store/update: the profile form; saving queues one command and returns to /store. */
export function StoreUpdatePage() {
  const view = useStoreView();
  const { store: current } = useCurrentStore();
  return (
    <div className="store-page">
      <Link className="back-link" to={storePaths.info}>‹ {L.backToStoreInfo}</Link>
      {view.status === 'loading'
        ? <ViewLoading text={T.loading} waitingFor={view.waitingFor} />
        : <StoreForm store={view.store} fallbackName={current?.storeName ?? ''} />}
    </div>
  );
}
