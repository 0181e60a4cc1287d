import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { LoginPage } from '../features/auth/LoginPage';
import { MESSAGES } from '../domain/messages';
import { ProtectedLayout } from './ProtectedLayout';

function NotFound() {
  return (
    <main className="auth-page">
      <h1>{MESSAGES.shell.notFound}</h1>
    </main>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/" element={<ProtectedLayout />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </BrowserRouter>
  );
}
