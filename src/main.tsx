import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './app/register-sw';
import { UpdatePrompt } from './app/UpdatePrompt';
import { clearLocalDataOnSignOut } from './data/engine/registry';
import { auth } from './data/firebase';
import './app/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
createRoot(root).render(
  <StrictMode>
    <App />
    <UpdatePrompt />
  </StrictMode>,
);
registerServiceWorker();
// Signing out (here or in another tab) removes the user's replica and outbox from this device.
clearLocalDataOnSignOut(auth);
