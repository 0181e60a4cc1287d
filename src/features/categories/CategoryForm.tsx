import { useId, useState, type FormEvent } from 'react';
import { PAGE_FORM_ID } from '../../app/shell/page-title';
import type { useCategoryActions } from '../../data/categories/categories';
import { categoryFormValues, changedCategoryFields, type CategoryFormValues } from '../../domain/categories/category-form';
import { CATEGORY_COLORS, CATEGORY_DEFAULTS, CATEGORY_ICONS, type Category } from '../../domain/shared/entities';
import {
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_NAME_MAX,
  CATEGORY_SAVE_TIMEOUT_MS,
  MAX_CATEGORIES_PER_STORE,
} from '../../domain/shared/limits';
import { MESSAGES } from '../../domain/shared/messages';
import { canAddCategory } from '../../domain/categories/category-validation';
import { saveWithin } from '../../domain/shared/timeout';
import { CategoryBadge } from './CategoryListRow';
import { ChoiceGroup } from './ChoiceGroup';

const M = MESSAGES.category;

export type CategoryActions = ReturnType<typeof useCategoryActions>;

interface Props {
  /** The category to edit; none for a new one. */
  category?: Category | undefined;
  /** The categories the user sees (for the limit, and to spot a save that landed late). */
  categories: readonly Category[];
  actions: CategoryActions;
  /** Called once the change is queued, with the message for the list. */
  onSaved(message: string): void;
  /** Called before a delete is queued, so the page does not take the vanishing category for a missing one. */
  onDeleting(): void;
  onDeleted(): void;
}

/** The category form (doc 2 §2): name, description, icon and colour; delete on edit. */
export function CategoryForm({ category, categories, actions, onSaved, onDeleting, onDeleted }: Props) {
  const ids = useId();
  // A new category's id is made once, so a retry after a time-out cannot add it twice.
  const [newId] = useState(() => crypto.randomUUID());
  const [values, setValues] = useState<CategoryFormValues>(() => categoryFormValues(category));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const atLimit = !category && !canAddCategory(categories.length);

  const change = (field: keyof CategoryFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const save = () => {
    if (category) {
      const changed = changedCategoryFields(category, values);
      return Object.keys(changed).length ? actions.update(category.id, changed) : Promise.resolve(null);
    }
    // An earlier attempt that timed out may have been queued after all: it shows under the same id.
    if (categories.some((c) => c.id === newId)) return Promise.resolve(null);
    return actions.add(values, newId);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFormError(null);
    const outcome = await saveWithin(save, CATEGORY_SAVE_TIMEOUT_MS, { timedOut: M.timeout, failed: M.saveFailed });
    setBusy(false);
    if (outcome.kind === 'saved') onSaved(category ? M.updated : M.added);
    else if (outcome.kind === 'invalid') {
      // The limit refusal is the notice already shown above the fields.
      const { form, limit: _shown, ...fields } = outcome.errors;
      setErrors(fields);
      setFormError(form ?? null);
    } else setFormError(outcome.message);
  };

  const remove = async () => {
    if (!category || busy || !window.confirm(M.confirm)) return;
    setBusy(true);
    setFormError(null);
    onDeleting();
    const outcome = await saveWithin(() => actions.remove(category.id), CATEGORY_SAVE_TIMEOUT_MS, {
      timedOut: M.timeout,
      failed: M.deleteFailed,
    });
    setBusy(false);
    if (outcome.kind === 'saved') onDeleted();
    else setFormError(outcome.kind === 'invalid' ? (Object.values(outcome.errors)[0] ?? M.deleteFailed) : outcome.message);
  };

  const describedBy = (field: string) => (errors[field] ? `${ids}-${field}-error` : undefined);
  return (
    <form id={PAGE_FORM_ID} className="card cat-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="cat-preview" aria-hidden="true">
        <CategoryBadge icon={values.icon} color={values.color} large />
        <span className="cat-preview-name">{values.name.trim() || CATEGORY_DEFAULTS.name}</span>
      </div>
      {atLimit && (
        <p role="alert" className="hint">
          {M.categoryLimit(MAX_CATEGORIES_PER_STORE)}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${ids}-name`}>{M.nameLabel}</label>
        <input
          id={`${ids}-name`}
          value={values.name}
          maxLength={CATEGORY_NAME_MAX}
          required
          autoComplete="off"
          onChange={(e) => change('name')(e.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
        />
        {errors.name && <span id={`${ids}-name-error`} className="field-error">{errors.name}</span>}
      </div>
      <div className="field">
        <label htmlFor={`${ids}-description`}>{M.descriptionLabel}</label>
        <textarea
          id={`${ids}-description`}
          value={values.description}
          maxLength={CATEGORY_DESCRIPTION_MAX}
          rows={3}
          onChange={(e) => change('description')(e.target.value)}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy('description') ?? `${ids}-description-count`}
        />
        <span id={`${ids}-description-count`} className="muted small cat-count">
          {values.description.length}/{CATEGORY_DESCRIPTION_MAX}
        </span>
        {errors.description && <span id={`${ids}-description-error`} className="field-error">{errors.description}</span>}
      </div>
      <ChoiceGroup
        legend={M.iconLabel}
        name={`${ids}-icon`}
        className="icon-choices"
        options={CATEGORY_ICONS}
        value={values.icon}
        onChange={change('icon')}
        nameOf={(icon) => M.iconNames[icon] ?? icon}
        render={(icon) => icon}
        error={errors.icon}
      />
      <ChoiceGroup
        legend={M.colorLabel}
        name={`${ids}-color`}
        className="color-choices"
        options={CATEGORY_COLORS}
        value={values.color}
        onChange={change('color')}
        nameOf={(color) => M.colorNames[color] ?? color}
        render={(color) => <span className="color-dot" style={{ background: color }} />}
        error={errors.color}
      />
      {formError && (
        <p role="alert" className="form-error">
          {formError}
        </p>
      )}
      <div className="cat-form-actions">
        <button type="submit" disabled={busy || atLimit}>
          {busy ? M.saving : category ? M.saveChanges : M.add}
        </button>
        {category && (
          <button type="button" className="danger" disabled={busy} onClick={() => void remove()}>
            {M.delete}
          </button>
        )}
      </div>
    </form>
  );
}
