import type { Role } from '../../domain/shared/entities';
import { MESSAGES } from '../../domain/shared/messages';
import type { StoreSummary } from '../../data/stores/store-summary';

export function StoreCard(props: {
  store: StoreSummary;
  primary: boolean;
  current: boolean;
  roles: Role[] | null;
  selecting: boolean;
  disabled: boolean;
  onSelect: () => void;
}) {
  const { store } = props;
  return (
    <li>
      <button
        type="button"
        className={`store-card${props.current ? ' current' : ''}`}
        onClick={props.onSelect}
        disabled={props.disabled}
        aria-busy={props.selecting}
      >
        <span className="store-card-name">{store.storeName}</span>
        {store.address && <span className="muted">{store.address}</span>}
        {store.phone && <span className="muted">{store.phone}</span>}
        <span className="badges">
          {props.primary && <span className="badge primary">{MESSAGES.stores.primary}</span>}
          <span className="badge role" data-testid="role-badge">
            {props.roles === null ? MESSAGES.session.loadingPermissions : props.roles.join(', ')}
          </span>
        </span>
        {props.selecting && <span className="selecting">{MESSAGES.stores.selecting}</span>}
      </button>
    </li>
  );
}
