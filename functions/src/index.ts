import { initializeApp } from 'firebase-admin/app';

initializeApp();

export { createStoreForCurrentUser } from './stores';
export { completeStoreOnboarding, upsertUserProfile } from './users';
