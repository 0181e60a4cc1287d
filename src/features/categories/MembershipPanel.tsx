import { useId, useMemo, useState, type FormEvent } from 'react';
import type { MenuItemsView } from '../../data/menu/menu-items';
import { membersOf, sameIds } from '../../domain/categories/category-form';
import type { Category } from '../../domain/shared/entities';
import { CATEGORY_SAVE_TIMEOUT_MS } from '../../domain/shared/limits';
import { MESSAGES } from '../../domain/shared/messages';
import { saveWithin } from '../../domain/shared/timeout';
import type { CategoryActions } from './CategoryForm';
import { ViewLoading } from '../../app/ui/ViewLoading';

const M = MESSAGES.category;

/**
 * Which menu items belong to the category (doc 2 §2, §8). Saving replaces the
 * category's links in one command; the server changes them in one batch.
 */
export function MembershipPanel({ category, menu, actions }: { category: Category; menu: MenuItemsView; actions: CategoryActions }) {
  const titleId = useId();
  const items = useMemo(() => (menu.status === 'ready' ? menu.rows : []), [menu]);
  const current = useMemo(() => membersOf(items, category.id), [items, category.id]);
  // The user's ticks, once they touch a box; until then the live membership shows.
  const [picked, setPicked] = useState<string[] | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const selected = picked ?? current;

  const toggle = (id: string) => {
    setResult(null);
    setPicked(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    // An item deleted meanwhile can no longer be linked: leave it out rather than refuse the rest.
    const wanted = selected.filter((id) => items.some((item) => item.id === id));
    const outcome = await saveWithin(() => actions.setMenuItems(category.id, wanted), CATEGORY_SAVE_TIMEOUT_MS, {
      timedOut: M.timeout,
      failed: M.membershipFailed,
    });
    setBusy(false);
    if (outcome.kind === 'saved') {
      setPicked(null);
      setResult({ ok: true, text: M.membershipUpdated(category.name) });
    } else {
      const text = outcome.kind === 'invalid' ? (Object.values(outcome.errors)[0] ?? M.membershipFailed) : outcome.message;
      setResult({ ok: false, text });
    }
  };

  return (
    <form className="card cat-members" aria-labelledby={titleId} onSubmit={(e) => void save(e)}>
      <h3 id={titleId}>{M.menuItemsTitle}</h3>
      {menu.status === 'loading' ? (
        <ViewLoading text={M.loadingMenuItems} waitingFor={menu.waitingFor} />
      ) : items.length === 0 ? (
        <p className="muted">{M.noMenuItems}</p>
      ) : (
        <>
          <p className="muted small">
            {M.menuItemsHint} {M.selectedCount(selected.length, items.length)}
          </p>
          <ul className="cat-member-list">
            {items.map((item) => (
              <li key={item.id}>
                <label className="cat-member">
                  <input type="checkbox" checked={selected.includes(item.id)} onChange={() => toggle(item.id)} />
                  <span>{item.name}</span>
                  {item.pending && <span className="badge pending">{M.pending}</span>}
                </label>
              </li>
            ))}
          </ul>
          <button type="submit" disabled={busy || sameIds(selected, current)}>
            {busy ? M.saving : M.saveMenuItems}
          </button>
        </>
      )}
      {/* Kept in the page while empty, so screen readers announce the message when it arrives. */}
      <p role="status" className={result?.ok ? 'cat-flash' : 'cat-flash empty'}>
        {result?.ok ? result.text : ''}
      </p>
      {result && !result.ok && (
        <p role="alert" className="form-error">
          {result.text}
        </p>
      )}
    </form>
  );
}
