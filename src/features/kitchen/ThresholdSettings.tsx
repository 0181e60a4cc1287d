import { useState } from 'react';
import { MESSAGES } from '../../domain/shared/messages';
import { parseAgeThresholds, type AgeThresholds } from '../../domain/kitchen/kitchen';

const text = MESSAGES.kitchen;

/** The timer colours' minutes, in a small disclosure; a valid pair is saved as typed. */
export function ThresholdSettings({ value, onChange }: { value: AgeThresholds; onChange(next: AgeThresholds): void }) {
  const [draft, setDraft] = useState({ amber: String(value.amber), red: String(value.red) });
  const update = (field: 'amber' | 'red', input: string) => {
    const next = { ...draft, [field]: input };
    setDraft(next);
    const parsed = parseAgeThresholds(next, value);
    if (parsed.amber === Number(next.amber) && parsed.red === Number(next.red)) onChange(parsed);
  };
  return (
    <details className="kitchen-settings">
      <summary>{text.settings}</summary>
      <div className="kitchen-settings-body">
        <label>
          {text.amberAfter}
          <input type="number" min={1} max={240} step={1} value={draft.amber} onChange={(e) => update('amber', e.target.value)} />
        </label>
        <label>
          {text.redAfter}
          <input type="number" min={1} max={240} step={1} value={draft.red} onChange={(e) => update('red', e.target.value)} />
        </label>
        <p className="small muted">{text.thresholdsHint}</p>
      </div>
    </details>
  );
}
