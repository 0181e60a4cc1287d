// Clicking the link copies it (doc 2 "Preview"): 'copied' for 2 s, or
// 'Failed to copy' when the browser refuses the clipboard.
import { useEffect, useState } from 'react';
import { COPY_HINT_MS } from '../../domain/shared/limits';
import { MESSAGES } from '../../domain/shared/messages';

export function CopyLink({ link }: { link: string }) {
  const [hint, setHint] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (hint !== 'copied') return;
    const timer = setTimeout(() => setHint(null), COPY_HINT_MS);
    return () => clearTimeout(timer);
  }, [hint]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setHint('copied');
    } catch {
      setHint('failed');
    }
  };
  return (
    <>
      <button type="button" className="link customer-link" data-testid="customer-link" onClick={() => void copy()} title={MESSAGES.tablesScreen.preview.copyHint}>
        {link}
      </button>
      <span role="status" className={hint === 'failed' ? 'form-error' : 'hint'}>
        {hint === 'copied' ? MESSAGES.tablesScreen.preview.copied : hint === 'failed' ? MESSAGES.preview.copyFailed : ''}
      </span>
    </>
  );
}
