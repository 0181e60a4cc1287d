import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { config } from '../../config/env';
import { paths } from '../../config/paths';
import { searchFaq } from '../../domain/help/faq';
import { MESSAGES } from '../../domain/shared/messages';
import { SCREENS } from '../../domain/shared/screens';

const text = MESSAGES.feedback;
const QUICK_LINKS: readonly [string, string][] = [
  [SCREENS.menuAddMethod.path, text.quickAddMenu],
  [paths.orders, text.quickOrders],
  [paths.store, text.quickStore],
  [paths.preview, text.quickPreview],
];

/** Search, quick links, the FAQ in four groups and a support contact (doc 2 §2 "Help"). */
export function HelpCenter() {
  const id = useId();
  const [query, setQuery] = useState('');
  const groups = searchFaq(query);
  return (
    <div className="help-center">
      <div className="field">
        <label htmlFor={`${id}-search`}>{text.search}</label>
        <input id={`${id}-search`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      <nav aria-label={text.quickLinks} className="quick-links">
        {QUICK_LINKS.map(([to, label]) => <Link key={to} to={to} className="quick-link">{label}</Link>)}
      </nav>
      <div aria-live="polite">
        {groups.length === 0 && <p className="muted">{text.noResults}</p>}
        {groups.map((group) => (
          <section key={group.title} className="faq-group" data-testid="faq-group">
            <h3>{group.title}</h3>
            {group.entries.map((entry) => (
              <details key={entry.question} className="faq-entry" open={query.trim() !== ''}>
                <summary>{entry.question}</summary>
                <p>{entry.answer}</p>
              </details>
            ))}
          </section>
        ))}
      </div>
      <section className="card support-contact">
        <h3>{text.contact}</h3>
        <p>
          {text.contactBody(config.supportEmail)} <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
        </p>
      </section>
    </div>
  );
}
