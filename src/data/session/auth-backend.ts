// The few things the session needs from an identity service. The real one
// wraps firebase/auth (firebase-backend.ts); tests use a fake.
import type { Claims } from '../../domain/shared/entities';

export interface SessionUser {
  uid: string;
  email: string | null;
  phoneNumber: string | null;
  displayName: string | null;
}

export interface IdToken {
  token: string;
  /** Epoch ms. */
  expiresAt: number;
  claims: Claims;
}

export interface AuthBackend {
  /** Fires once with the restored user (or null), then on every change. */
  onUserChanged(listener: (user: SessionUser | null) => void): () => void;
  currentUser(): SessionUser | null;
  /** The user's ID token; `force` asks the identity service for a new one. */
  getIdToken(force: boolean): Promise<IdToken>;
  signOut(): Promise<void>;
}
