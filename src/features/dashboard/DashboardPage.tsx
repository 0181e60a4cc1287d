import type { StoreSummary } from '../../data/stores';

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

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
