import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PAGE_FORM_ID } from '../../app/shell/page-title';
import { useMenuItemActions, useMenuItemImage, type ChosenImage, type ViewedMenuItem } from '../../data/menu/menu-items';
import type { ActionErrors } from '../../data/views/replica-view';
import { MENU_ITEM_DESCRIPTION_MAX, MENU_ITEM_NAME_MAX, NUMBER_INPUT_STEP, PRICE_MIN } from '../../domain/shared/limits';
import { changedInput, draftOf, newItemInput, type MenuItemDraft } from '../../domain/menu/menu-item-form';
import { MESSAGES } from '../../domain/shared/messages';
import { readChangedBy } from '../../domain/shared/changed-by';
import { ImageField } from './ImageField';
import { LastChangedBy } from '../../app/ui/LastChangedBy';
import type { FlashState } from '../../app/ui/use-flash';
import { menuPaths } from './menu-paths';
import { TranslationFields } from './TranslationFields';
import { useImageChoice, type ImageChoice } from './use-image-choice';
import { useTranslationLanguages } from '../../data/settings/translation-languages';

const text = MESSAGES.menuScreen;

interface Props {
  /** The item being edited as first loaded; undefined for a new item. */
  item: ViewedMenuItem | undefined;
  /** The same item as the view shows it now (undefined once deleted). */
  current: ViewedMenuItem | undefined;
  items: readonly ViewedMenuItem[];
}

/** keep → undefined (unchanged), remove → null, new → the compressed file. */
function imageArgument(choice: ImageChoice): ChosenImage | null | undefined {
  if (choice.kind === 'new') return { blob: choice.blob };
  return choice.kind === 'remove' ? null : undefined;
}

export function MenuItemForm({ item, current, items }: Props) {
  const navigate = useNavigate();
  const actions = useMenuItemActions(items);
  const languages = useTranslationLanguages();
  const [draft, setDraft] = useState<MenuItemDraft>(() => draftOf(item, languages.map((l) => l.code)));
  // One id per form: a second submit can never become a second item.
  const [newId] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<ActionErrors>(null);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const image = useImageChoice();
  const currentUrl = useMenuItemImage(current ?? item);
  // A refusal is shown at the top: bring it into view (and focus) from wherever Save was pressed.
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors) alertRef.current?.focus();
  }, [errors]);
  const set = <K extends keyof MenuItemDraft>(key: K, value: MenuItemDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    // A ref, not the state: two quick submits (button and header) land in one render.
    if (busy.current) return;
    if (item && !current) return setErrors({ form: MESSAGES.menu.notFound });
    busy.current = true;
    setSaving(true);
    const choice = await image.settled();
    const chosen = imageArgument(choice);
    const result = item
      ? // Against the item as loaded: a field changed elsewhere meanwhile is not overwritten unless edited here.
        await actions.update(item.id, changedInput(item, draft), chosen)
      : // The image is checked when chosen, so the item is never queued without the image it was saved with.
        await actions.add(newItemInput(draft), chosen ?? undefined, newId);
    busy.current = false;
    setSaving(false);
    if (result) return setErrors(result);
    const name = draft.name.trim();
    const withImage = choice.kind === 'new';
    const flash = item ? MESSAGES.menu.updated(name, withImage) : MESSAGES.menu.added(name, withImage);
    navigate(menuPaths.list, { state: { flash } satisfies FlashState });
  };

  const remove = async () => {
    if (!item || !window.confirm(MESSAGES.menu.confirm)) return;
    const result = await actions.remove(item.id);
    if (result) setErrors(result);
    else navigate(menuPaths.list);
  };

  const messages = errors ? [...new Set(Object.values(errors))] : [];
  // Who last changed the item (an edit, an 86): not while this device's own change is still pending.
  const changedBy = current && !current.pending ? readChangedBy(current.lastChangedBy) : undefined;
  return (
    <form id={PAGE_FORM_ID} className="menu-form" noValidate onSubmit={(e) => void save(e)}>
      <Link className="back-link" to={menuPaths.list}>← {text.backToMenu}</Link>
      <LastChangedBy by={changedBy} />
      {messages.length > 0 && (
        <div className="menu-notice error" role="alert" tabIndex={-1} ref={alertRef}>
          {messages.map((m) => <p key={m}>{m}</p>)}
        </div>
      )}
      <div className="menu-form-columns">
        <div className="menu-form-fields card">
          <label>
            {text.name}
            <input value={draft.name} maxLength={MENU_ITEM_NAME_MAX} required aria-required="true" autoComplete="off" onChange={(e) => set('name', e.target.value)} />
          </label>
          <label>
            {text.description}
            <textarea rows={3} value={draft.description} maxLength={MENU_ITEM_DESCRIPTION_MAX} onChange={(e) => set('description', e.target.value)} />
          </label>
          <label>
            {text.price}
            <input
              type="number"
              inputMode="decimal"
              min={PRICE_MIN}
              step={NUMBER_INPUT_STEP}
              required
              aria-required="true"
              value={draft.price}
              onChange={(e) => set('price', e.target.value)}
            />
          </label>
          <label className="checkbox">
            <input type="checkbox" checked={draft.isAvailable} onChange={(e) => set('isAvailable', e.target.checked)} />
            {text.available}
          </label>
          <label className="checkbox">
            <input type="checkbox" checked={draft.beautifyEnabled} onChange={(e) => set('beautifyEnabled', e.target.checked)} />
            {text.beautify}
          </label>
        </div>
        <div className="menu-form-side">
          <div className="card">
            <ImageField state={image} currentUrl={currentUrl} />
          </div>
          {languages.length > 0 && (
            <div className="card">
              <TranslationFields
                languages={languages}
                values={draft.translations}
                fallback={item?.translations ?? {}}
                original={draft}
                onChange={(code, value) => setDraft((d) => ({ ...d, translations: { ...d.translations, [code]: value } }))}
              />
            </div>
          )}
        </div>
      </div>
      <div className="menu-form-actions">
        {/* Not disabled while an image compresses: a save waits for it (the header's save too). */}
        <button type="submit" disabled={saving}>
          {saving ? text.saving : text.save}
        </button>
        {item && (
          <button type="button" className="danger" disabled={saving} onClick={() => void remove()}>
            {text.delete}
          </button>
        )}
      </div>
    </form>
  );
}
