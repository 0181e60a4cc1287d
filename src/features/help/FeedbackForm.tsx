import { useEffect, useId, useState, type FormEvent } from 'react';
import { Modal } from '../../app/ui/Modal';
import { useSubmitFeedback } from '../../data/help/feedback';
import { useOnline } from '../../data/shell/sync-status';
import { FEEDBACK_THANKS_MS } from '../../domain/shared/limits';
import { MESSAGES } from '../../domain/shared/messages';
import {
  DEFAULT_FEEDBACK_PAGE, DEFAULT_FEEDBACK_PRIORITY, DEFAULT_FEEDBACK_TYPE, FEEDBACK_PAGES, FEEDBACK_PRIORITIES, FEEDBACK_TYPES,
  type FeedbackPage, type FeedbackPriority, type FeedbackType,
} from '../../domain/help/feedback-validation';

const text = MESSAGES.feedback;
const EMPTY = { type: DEFAULT_FEEDBACK_TYPE as FeedbackType, priority: DEFAULT_FEEDBACK_PRIORITY as FeedbackPriority, currentPage: DEFAULT_FEEDBACK_PAGE as FeedbackPage, subject: '', description: '' };

/** Send Feedback (doc 2 §3, §5): queued like every change, so it is sent later when written offline. */
export function FeedbackForm() {
  const id = useId();
  const submit = useSubmitFeedback();
  const online = useOnline();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [thanks, setThanks] = useState<{ ticketId: string; offline: boolean } | null>(null);

  // The thank-you shows for 4 s (doc 2 §9).
  useEffect(() => {
    if (!thanks) return;
    const timer = setTimeout(() => setThanks(null), FEEDBACK_THANKS_MS);
    return () => clearTimeout(timer);
  }, [thanks]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const { errors: refused, ticketId } = await submit(form);
    setBusy(false);
    if (refused) {
      setErrors(refused.form ? { form: text.submitFailed } : refused);
      return;
    }
    setErrors({});
    setForm(EMPTY);
    setThanks({ ticketId, offline: !online });
  }

  const field = (name: 'subject' | 'description') => ({
    id: `${id}-${name}`,
    value: form[name],
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (e: { target: { value: string } }) => {
      setForm({ ...form, [name]: e.target.value });
      if (errors[name]) setErrors({ ...errors, [name]: '' });
    },
  });

  return (
    <form className="card feedback-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <div className="feedback-selects">
        <div className="field">
          <label htmlFor={`${id}-type`}>{text.type}</label>
          <select id={`${id}-type`} value={form.type} onChange={(e) => setForm({ ...form, type: e.target.value as FeedbackType })}>
            {FEEDBACK_TYPES.map((t) => <option key={t} value={t}>{text.typeLabels[t]}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-priority`}>{text.priority}</label>
          <select id={`${id}-priority`} value={form.priority} onChange={(e) => setForm({ ...form, priority: e.target.value as FeedbackPriority })}>
            {FEEDBACK_PRIORITIES.map((p) => <option key={p} value={p}>{text.priorityLabels[p]}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-page`}>{text.relatedPage}</label>
          <select id={`${id}-page`} value={form.currentPage} onChange={(e) => setForm({ ...form, currentPage: e.target.value as FeedbackPage })}>
            {FEEDBACK_PAGES.map((p) => <option key={p} value={p}>{p}</option>)}
          </select>
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-subject`}>{text.subject}</label>
        <input {...field('subject')} maxLength={200} />
        {errors.subject && <span id={`${id}-subject-error`} className="field-error">{errors.subject}</span>}
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}>{text.description}</label>
        <textarea {...field('description')} rows={6} maxLength={5000} />
        {errors.description && <span id={`${id}-description-error`} className="field-error">{errors.description}</span>}
      </div>
      {errors.form && <p className="form-error" role="alert">{errors.form}</p>}
      <div className="row">
        <button type="submit" disabled={busy}>{text.submit}</button>
      </div>
      {thanks && (
        <Modal title={text.sendFeedback} onClose={() => setThanks(null)} testId="feedback-thanks">
          <p role="status">{text.thanks(thanks.ticketId)}</p>
          {thanks.offline && <p className="muted">{text.queuedOffline}</p>}
        </Modal>
      )}
    </form>
  );
}
