import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './app/pwa/register-sw';
import { UpdatePrompt } from './app/pwa/UpdatePrompt';
import { stopEnginesOnSignOut } from './data/engine/stop-on-sign-out';
import { auth } from './data/firebase/firebase';
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
// Signed out here or in another tab: let go of the user's databases (the deliberate sign-out deletes them).
stopEnginesOnSignOut(auth);
