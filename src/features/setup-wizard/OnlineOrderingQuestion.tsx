import { useEffect, useId, useState } from 'react';
import { useStoreSettingsActions, useStoreView } from '../../data/store/store-profile';
import { DEFAULT_APP_CONFIG } from '../../domain/settings/app-config';
import { MESSAGES } from '../../domain/shared/messages';

const text = MESSAGES.wizard;

/**
 * The wizard's last step asks whether to take orders now. Online ordering
 * stays off by default (the spec's), but an owner who never opens Settings
 * would otherwise print codes that turn every customer away. The switch
 * queues the settings form's own command, so it works offline too, and the
 * step says which way the store is left.
 */
export function OnlineOrderingQuestion() {
  const id = useId();
  const view = useStoreView();
  const store = view.status === 'ready' ? view.store : null;
  const actions = useStoreSettingsActions(store);
  const [failed, setFailed] = useState(false);
  const configs = store?.configs ?? DEFAULT_APP_CONFIG;
  // The switch moves under the finger; the store's view follows once the command is queued.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const on = wanted ?? configs.enableOrderFunction;
  useEffect(() => {
    if (wanted !== null && configs.enableOrderFunction === wanted) setWanted(null);
  }, [wanted, configs.enableOrderFunction]);

  async function toggle(next: boolean) {
    setFailed(false);
    setWanted(next);
    const refused = await actions.saveConfigs({ opened: configs, edited: { ...configs, enableOrderFunction: next } }).catch(() => ({ form: text.orderingFailed }));
    if (refused) {
      setWanted(null);
      setFailed(true);
    }
  }

  return (
    <section className="wizard-ordering" aria-labelledby={`${id}-title`} data-testid="wizard-ordering">
      <h3 id={`${id}-title`}>{text.orderingTitle}</h3>
      <p>{text.orderingBody}</p>
      <div className="wizard-switch">
        <input id={`${id}-switch`} type="checkbox" role="switch" checked={on} disabled={view.status !== 'ready'}
          aria-describedby={`${id}-state`} onChange={(e) => void toggle(e.target.checked)} />
        <label htmlFor={`${id}-switch`}>{text.orderingSwitch}</label>
      </div>
      <p id={`${id}-state`} role="status" className={on ? 'wizard-ordering-on' : 'wizard-ordering-off'}>
        {on ? text.orderingOn : text.orderingOff}
      </p>
      {failed && <p role="alert" className="error">{text.orderingFailed}</p>}
    </section>
  );
}
