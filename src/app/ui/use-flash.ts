import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** What a form hands its list when it returns (router state): the success message to show once. */
export interface FlashState {
  flash?: string;
}

function flashOf(state: unknown): string | null {
  const flash = (state as FlashState | null)?.flash;
  return typeof flash === 'string' ? flash : null;
}

/**
 * The success message a form sent along with its return to the list. It lives
 * in the history entry, so it is taken out once read: a reload or a Back to
 * this entry must not announce the save again.
 */
export function useFlash(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [flash] = useState(() => flashOf(location.state));
  useEffect(() => {
    if (flashOf(location.state)) void navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);
  return flash;
}
