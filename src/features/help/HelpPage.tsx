import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { MESSAGES } from '../../domain/shared/messages';
import { FeedbackForm } from './FeedbackForm';
import { HelpCenter } from './HelpCenter';
import './help.css';

const text = MESSAGES.feedback;
const TABS = [
  ['center', text.helpCenter],
  ['feedback', text.sendFeedback],
] as const;
type Tab = (typeof TABS)[number][0];

/** Help (doc 2 §2): two tabs, with the keyboard manners of the ARIA tabs pattern. */
export function HelpPage() {
  const id = useId();
  const [tab, setTab] = useState<Tab>('center');
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});
  function onKey(event: KeyboardEvent) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next: Tab = tab === 'center' ? 'feedback' : 'center';
    setTab(next);
    buttons.current[next]?.focus();
  }
  return (
    <section className="help-page">
      <div role="tablist" aria-label={text.helpCenter} className="tabs" onKeyDown={onKey}>
        {TABS.map(([key, label]) => (
          <button key={key} type="button" role="tab" id={`${id}-${key}-tab`} aria-controls={`${id}-${key}`}
            aria-selected={tab === key} tabIndex={tab === key ? 0 : -1} className={tab === key ? 'tab active' : 'tab'}
            ref={(el) => { buttons.current[key] = el; }} onClick={() => setTab(key)}>
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${tab}`} aria-labelledby={`${id}-${tab}-tab`}>
        {tab === 'center' ? <HelpCenter /> : <FeedbackForm />}
      </div>
    </section>
  );
}
