import type { StoreSummary } from '../../data/stores';
import { greeting } from '../../domain/setup';

export function DashboardPage({ store }: { store: StoreSummary }) {
  return (
    <section className="card">
      <h2>
        {greeting(new Date().getHours())}, <span data-testid="store-name">{store.storeName}</span>
      </h2>
      {store.address && <p className="muted">{store.address}</p>}
    </section>
  );
}
