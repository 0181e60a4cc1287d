import { useId } from 'react';

/** A labelled on/off control: a native checkbox announced as a switch. */
export function Switch({ label, checked, onChange, hint }: { label: string; checked: boolean; onChange(on: boolean): void; hint?: string }) {
  const id = useId();
  return (
    <div className="switch-row">
      <input id={id} type="checkbox" role="switch" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-describedby={hint ? `${id}-hint` : undefined} />
      <label htmlFor={id}>{label}</label>
      {hint && <span id={`${id}-hint`} className="muted small">{hint}</span>}
    </div>
  );
}
