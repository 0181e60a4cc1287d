import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PAGE_FORM_ID } from '../../app/shell/page-title';
import { ViewLoading } from '../../app/ui/ViewLoading';
import { useStoreSettingsActions, useStoreView, type ViewedStore } from '../../data/store/store-profile';
import { DEFAULT_APP_CONFIG, type FeatureFlags, type OrderConfig } from '../../domain/settings/app-config';
import { GRATUITY_RATE_MAX, GRATUITY_RATE_MIN, TAX_RATE_MAX, TAX_RATE_MIN } from '../../domain/shared/limits';
import { MESSAGES } from '../../domain/shared/messages';
import { isUnderDevelopment, type SettingSwitch } from '../../domain/settings/under-development';
import { CUSTOMER_APP_FEATURES } from './feature-flags';
import { configsOf, settingsFormValues, type SettingsFormValues } from './settings-form';
import { settingsPaths } from './settings-paths';
import { LanguageSettings } from './LanguageSettings';
import { Switch } from './Switch';
import './settings.css';

const T = MESSAGES.settingsScreen;
const L = MESSAGES.labels.settings;

/** A switch's description: its own hint, then 'under development' where nothing acts on it yet. */
function hintOf(setting: SettingSwitch, own?: string): string | undefined {
  const parts = [own, isUnderDevelopment(setting) ? T.underDevelopment : undefined].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

function RateInput({ label, value, min, max, error, onChange }: { label: string; value: string; min: number; max: number; error?: string; onChange(v: string): void }) {
  const id = useId();
  return (
    <div className="field rate-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id} type="number" inputMode="decimal" step="0.01" min={min} max={max} value={value}
        aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && <span id={`${id}-error`} className="field-error">{error}</span>}
    </div>
  );
}

function SettingsForm({ store }: { store: ViewedStore | null }) {
  const ids = useId();
  const navigate = useNavigate();
  const actions = useStoreSettingsActions(store);
  const [values, setValues] = useState<SettingsFormValues>(() => settingsFormValues(store?.configs ?? DEFAULT_APP_CONFIG));
  // What the form opened with, read the way a save reads it: a save sends only what differs.
  const [opened] = useState(() => configsOf(values));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const config = values.config;
  const o = config.orderConfig;

  const clear = (...fields: string[]) => setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !fields.includes(k))));
  const setOrder = <K extends keyof OrderConfig>(key: K, value: OrderConfig[K]) => {
    setValues((v) => ({ ...v, config: { ...v.config, orderConfig: { ...v.config.orderConfig, [key]: value } } }));
    clear(key === 'enableTax' ? 'taxRate' : key === 'enableDefaultGratuity' ? 'defaultGratuityRate' : key);
  };
  const setFlag = (key: keyof FeatureFlags, on: boolean) =>
    setValues((v) => ({ ...v, config: { ...v.config, featureFlags: { ...v.config.featureFlags, [key]: on } } }));
  const setText = (key: 'taxRate' | 'gratuityRate' | 'presets', text: string) => {
    setValues((v) => ({ ...v, [key]: text }));
    clear(key === 'gratuityRate' ? 'defaultGratuityRate' : key);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const refused = await actions.saveConfigs({ opened, edited: configsOf(values) }).catch(() => ({ form: MESSAGES.settings.saveFailed }));
    setBusy(false);
    if (refused) setErrors(refused);
    else void navigate(settingsPaths.view, { state: { flash: T.saved } });
  };

  return (
    <form id={PAGE_FORM_ID} className="settings-page" onSubmit={(e) => void submit(e)} noValidate>
      <section className="card settings-section" aria-labelledby={`${ids}-orders`}>
        <h3 id={`${ids}-orders`}>{T.orderSettings}</h3>
        <Switch label={T.onlineOrdering} hint={hintOf('enableOrderFunction')} checked={config.enableOrderFunction} onChange={(on) => setValues((v) => ({ ...v, config: { ...v.config, enableOrderFunction: on } }))} />
        {config.enableOrderFunction && (
          <fieldset className="advanced">
            <legend>{T.advanced}</legend>
            <Switch label={T.orderNotifications} hint={hintOf('enableOrderNotification')} checked={o.enableOrderNotification} onChange={(on) => setOrder('enableOrderNotification', on)} />
            <Switch label={T.customerCancellation} hint={hintOf('allowCustomerCancelBeforeConfirmed', T.customerCancellationHint)} checked={o.allowCustomerCancelBeforeConfirmed} onChange={(on) => setOrder('allowCustomerCancelBeforeConfirmed', on)} />
            <Switch label={T.tax} hint={hintOf('enableTax')} checked={o.enableTax} onChange={(on) => setOrder('enableTax', on)} />
            {o.enableTax && (
              <RateInput label={T.taxRate} value={values.taxRate} min={TAX_RATE_MIN} max={TAX_RATE_MAX} error={errors.taxRate} onChange={(v) => setText('taxRate', v)} />
            )}
            <Switch label={T.defaultGratuity} hint={hintOf('enableDefaultGratuity')} checked={o.enableDefaultGratuity} onChange={(on) => setOrder('enableDefaultGratuity', on)} />
            {o.enableDefaultGratuity && (
              <RateInput label={T.gratuityRate} value={values.gratuityRate} min={GRATUITY_RATE_MIN} max={GRATUITY_RATE_MAX} error={errors.defaultGratuityRate} onChange={(v) => setText('gratuityRate', v)} />
            )}
            <div className="field">
              <label htmlFor={`${ids}-presets`}>{T.presetGratuitiesInput}</label>
              <input id={`${ids}-presets`} value={values.presets} placeholder={T.presetGratuitiesHint} onChange={(e) => setText('presets', e.target.value)} />
            </div>
          </fieldset>
        )}
      </section>
      <section className="card settings-section" aria-labelledby={`${ids}-features`}>
        <h3 id={`${ids}-features`}>{T.customerAppFeatures}</h3>
        <div className="feature-grid">
          {CUSTOMER_APP_FEATURES.map((flag) => (
            <Switch key={flag} label={T.features[flag]} hint={hintOf(flag)} checked={config.featureFlags[flag]} onChange={(on) => setFlag(flag, on)} />
          ))}
        </div>
      </section>
      {config.featureFlags.enableMultiLanguage && (
        <LanguageSettings
          value={config.languageConfig}
          onChange={(languageConfig) => {
            setValues((v) => ({ ...v, config: { ...v.config, languageConfig } }));
            clear('languages');
          }}
        />
      )}
      {(errors.form || errors.languages) && <p role="alert" className="form-error">{errors.form ?? errors.languages}</p>}
      <div className="form-actions">
        <Link className="button secondary" to={settingsPaths.view}>{T.cancel}</Link>
        <button type="submit" disabled={busy}>{L.saveSettings}</button>
      </div>
    </form>
  );
}

/** /settings/update: the settings form; saving queues one command and returns to /settings. */
export function SettingsUpdatePage() {
  const view = useStoreView();
  if (view.status === 'loading') return <ViewLoading text={T.loading} waitingFor={view.waitingFor} />;
  return <SettingsForm store={view.store} />;
}
