// The store's time zone on /store: shown to everyone who opens the page,
// changed by the roles holding the settings permission, after a confirmation
// that says which days move. The change queues like every setting (offline
// too); the server checks the zone and the role again and recounts the
// rollups in the new zone.
import { useEffect, useId, useMemo, useState } from 'react';
import { Modal } from '../../app/ui/Modal';
import { useCurrentStore } from '../../data/stores/current-store';
import { useStoreSettingsActions, type ViewedStore } from '../../data/store/store-profile';
import { MESSAGES } from '../../domain/shared/messages';
import { timeZoneChoices } from '../../domain/store/time-zone';
import { can } from '../../domain/team/permissions';

const T = MESSAGES.storeScreen;

export function TimeZoneCard({ store }: { store: ViewedStore }) {
  const id = useId();
  const { storeId, rolesFor } = useCurrentStore();
  const mayChange = can(storeId ? rolesFor(storeId)[0] : undefined, 'settings');
  const actions = useStoreSettingsActions(store);
  const choices = useMemo(() => timeZoneChoices(store.timeZone), [store.timeZone]);
  const [chosen, setChosen] = useState(store.timeZone);
  // The zone changed (here, or on another device): the choice starts again from it.
  useEffect(() => setChosen(store.timeZone), [store.timeZone]);
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

  const confirm = async () => {
    setConfirming(false);
    const refused = await actions.saveTimeZone(chosen).catch(() => ({ form: MESSAGES.store.saveFailed }));
    setNote(refused ? { ok: false, text: Object.values(refused).join(' ') } : { ok: true, text: T.timeZoneSaved(chosen) });
  };

  return (
    <section className="card" aria-labelledby={`${id}-title`} data-testid="time-zone-card">
      <h3 id={`${id}-title`}>{MESSAGES.stores.timeZoneLabel}</h3>
      <dl>
        <div className="store-value">
          <dt>{MESSAGES.stores.timeZoneLabel}</dt>
          <dd data-testid="store-time-zone">{store.timeZone}</dd>
        </div>
      </dl>
      <p className="muted">{MESSAGES.stores.timeZoneHint}</p>
      {store.recountingIn && <p role="status" className="muted" data-testid="time-zone-recounting">{T.recounting(store.recountingIn)}</p>}
      {mayChange && (
        <div className="field">
          <label htmlFor={`${id}-zone`}>{T.newTimeZone}</label>
          <select id={`${id}-zone`} value={chosen} onChange={(e) => { setChosen(e.target.value); setNote(null); }}>
            {choices.map((zone) => <option key={zone} value={zone}>{zone}</option>)}
          </select>
          <button type="button" className="secondary" disabled={chosen === store.timeZone} onClick={() => setConfirming(true)}>
            {T.changeTimeZone}
          </button>
        </div>
      )}
      {note && <p role={note.ok ? 'status' : 'alert'} className={note.ok ? 'flash' : 'form-error'}>{note.text}</p>}
      {confirming && (
        <Modal title={T.confirmTimeZoneTitle} onClose={() => setConfirming(false)} testId="time-zone-dialog">
          <p>{T.timeZoneExplained(store.timeZone, chosen)}</p>
          <div className="modal-actions">
            <button type="button" className="secondary" onClick={() => setConfirming(false)}>{T.keepTimeZone}</button>
            <button type="button" onClick={() => void confirm()}>{T.changeTimeZone}</button>
          </div>
        </Modal>
      )}
    </section>
  );
}
