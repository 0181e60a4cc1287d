import { onAuthStateChanged, signInWithEmailAndPassword, signOut, type User } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { auth } from './firebase';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: User };

/** The signed-in user as React state. The full session and token manager replaces this. */
export function useSession(): SessionState {
  const [state, setState] = useState<SessionState>(() =>
    auth.currentUser ? { status: 'signed-in', user: auth.currentUser } : { status: 'loading' },
  );
  useEffect(
    () =>
      onAuthStateChanged(auth, (user) =>
        setState(user ? { status: 'signed-in', user } : { status: 'signed-out' }),
      ),
    [],
  );
  return state;
}

export async function signInWithEmail(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(auth, email.trim(), password);
}

export async function signOutUser(): Promise<void> {
  localStorage.removeItem('selectedStore');
  await signOut(auth);
}
