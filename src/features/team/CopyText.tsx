// A link to hand over another way (a message, a chat): shown whole, with a
// Copy button that says whether the browser let it copy.
import { useState } from 'react';
import { MESSAGES } from '../../domain/shared/messages';

export function CopyText({ text }: { text: string }) {
  const [hint, setHint] = useState<'copied' | 'failed' | null>(null);
  return (
    <div className="copy-text">
      <input readOnly value={text} aria-label={MESSAGES.team.linkLabel} onFocus={(e) => e.target.select()} />
      <button type="button" className="secondary"
        onClick={() => navigator.clipboard.writeText(text).then(() => setHint('copied'), () => setHint('failed'))}>
        {MESSAGES.team.copy}
      </button>
      <span role="status" className={hint === 'failed' ? 'form-error' : hint ? 'hint' : undefined}>
        {hint === 'copied' ? MESSAGES.tablesScreen.preview.copied : hint === 'failed' ? MESSAGES.preview.copyFailed : ''}
      </span>
    </div>
  );
}
