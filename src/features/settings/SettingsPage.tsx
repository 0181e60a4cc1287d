import { LastChangedBy } from '../../app/ui/LastChangedBy';
import { ViewLoading } from '../../app/ui/ViewLoading';
import { useFlash } from '../../app/ui/use-flash';
import { useStoreView } from '../../data/store/store-profile';
import { DEFAULT_APP_CONFIG } from '../../domain/settings/app-config';
import { MESSAGES } from '../../domain/shared/messages';
import { isUnderDevelopment, type SettingSwitch } from '../../domain/settings/under-development';
import { CUSTOMER_APP_FEATURES } from './feature-flags';
import './settings.css';

const T = MESSAGES.settingsScreen;
const L = MESSAGES.labels.settings;

function Badge({ on }: { on: boolean }) {
  return <span className={`badge ${on ? 'on' : 'off'}`}>{on ? L.enabled : L.disabled}</span>;
}

/** 'Under development' beside a setting nothing acts on yet (doc 2 §9). */
function InDevelopment({ setting }: { setting?: SettingSwitch }) {
  return setting && isUnderDevelopment(setting) ? <span className="muted small in-development">{T.underDevelopmentTag}</span> : null;
}

function Row({ label, on, detail, setting }: { label: string; on: boolean; detail?: string; setting?: SettingSwitch }) {
  return (
    <li className="settings-row">
      <span className="settings-label"><span>{label}</span><InDevelopment setting={setting} /></span>
      <span className="settings-row-value">
        {on && detail !== undefined && <span className="settings-detail">{detail}</span>}
        <Badge on={on} />
      </span>
    </li>
  );
}

/** /settings: the store's settings, read-only (doc 2 §2 "Settings"). */
export function SettingsPage() {
  const view = useStoreView();
  const flash = useFlash();
  if (view.status === 'loading') return <ViewLoading text={T.loading} waitingFor={view.waitingFor} />;
  const config = view.store?.configs ?? DEFAULT_APP_CONFIG;
  const o = config.orderConfig;
  return (
    <div className="settings-page">
      {flash && <p role="status" className="flash">{flash}</p>}
      <LastChangedBy by={view.store?.lastChangedBy} />
      <section className="card" aria-labelledby="settings-orders">
        <h3 id="settings-orders">
          {T.orderSettings}
          {view.store?.pending && <span className="badge pending">{T.pending}</span>}
        </h3>
        <ul className="settings-list">
          <Row label={T.onlineOrdering} on={config.enableOrderFunction} />
          {config.enableOrderFunction && (
            <>
              <Row label={T.orderNotifications} on={o.enableOrderNotification} setting="enableOrderNotification" />
              <Row label={T.customerCancellation} on={o.allowCustomerCancelBeforeConfirmed} setting="allowCustomerCancelBeforeConfirmed" />
              <Row label={T.tax} on={o.enableTax} detail={T.percent(o.taxRate)} />
              <Row label={T.defaultGratuity} on={o.enableDefaultGratuity} detail={T.percent(o.defaultGratuityRate)} />
              <Row
                label={T.presetGratuities}
                on={o.presetGratuityRates.length > 0}
                detail={T.presetCount(o.presetGratuityRates.length)}
              />
            </>
          )}
        </ul>
      </section>
      <section className="card" aria-labelledby="settings-features">
        <h3 id="settings-features">{T.customerAppFeatures}</h3>
        <ul className="feature-grid">
          {CUSTOMER_APP_FEATURES.map((flag) => (
            <li key={flag} className="feature-tile">
              <span className="settings-label"><span>{T.features[flag]}</span><InDevelopment setting={flag} /></span>
              <Badge on={config.featureFlags[flag]} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
