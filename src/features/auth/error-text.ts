import { SignInRefused } from '../../data/session/sign-in-guard';

/**
 * The text for a failed sign-in step: the guard's own refusals (offline, rate
 * limit) as they are, identity-service errors through the spec's catalogue.
 */
export function errorText(error: unknown, byCode: (code: string) => string): string {
  if (error instanceof SignInRefused) return error.message;
  // The catalogue hides the code from the user; keep it for whoever debugs.
  console.warn('Sign-in step failed', error);
  return byCode((error as { code?: string } | null)?.code ?? '');
}
