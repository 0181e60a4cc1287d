import { Link } from 'react-router-dom';
import { MESSAGES } from '../domain/messages';

/**
 * Stand-in for screens other issues build (menu, orders, ...): honest about it,
 * so nobody mistakes it for a finished page.
 */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <section className="card coming-soon">
      <h3>{title}</h3>
      <p className="muted">Coming soon: this screen is not built yet.</p>
    </section>
  );
}

export function NotFoundPage() {
  return (
    <main className="auth-page">
      <div className="card auth-card">
        <h1>{MESSAGES.shell.notFound}</h1>
        <Link to="/">Go to the dashboard</Link>
      </div>
    </main>
  );
}
