import { Link } from 'react-router-dom';
import { MESSAGES } from '../domain/shared/messages';

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
