import { useState, type FormEvent } from 'react';
import { useCategories, useCategoryActions } from '../../data/categories';
import { CATEGORY_COLORS, CATEGORY_ICONS, type Category } from '../../domain/entities';
import type { Viewed } from '../../domain/overlay';
import { MESSAGES } from '../../domain/messages';
import { CategoryRow } from './CategoryRow';

const NONE: Viewed<Category>[] = [];

/** A minimal category list (doc 2 §2): reads replica ⊕ pending, changes go out as commands. */
export function CategoriesPage() {
  const view = useCategories();
  const categories = view.status === 'ready' ? view.rows : NONE;
  const actions = useCategoryActions(categories);
  const [name, setName] = useState('');
  const [icon, setIcon] = useState<string>(CATEGORY_ICONS[0]);
  const [color, setColor] = useState<string>(CATEGORY_COLORS[0]);
  const [error, setError] = useState<string | null>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const errors = await actions.add({ name, icon, color });
    setError(errors ? Object.values(errors).join(' ') : null);
    if (!errors) setName('');
  };

  if (view.status === 'loading') return <p role="status">Loading categories...</p>;
  return (
    <section className="card">
      <h2>Categories</h2>
      <form className="inline-form" onSubmit={(e) => void add(e)}>
        <label>
          Category name <input value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label>
          Icon
          <select value={icon} onChange={(e) => setIcon(e.target.value)}>
            {CATEGORY_ICONS.map((i) => <option key={i}>{i}</option>)}
          </select>
        </label>
        <label>
          Colour
          <select value={color} onChange={(e) => setColor(e.target.value)}>
            {CATEGORY_COLORS.map((c) => <option key={c}>{c}</option>)}
          </select>
        </label>
        <button type="submit">Add Category</button>
      </form>
      {error && <p role="alert">{error}</p>}
      {categories.length === 0 ? (
        <p>{MESSAGES.emptyStates.noCategories}</p>
      ) : (
        <ol className="category-list">
          {categories.map((c, i) => (
            <CategoryRow
              key={c.id}
              category={c}
              first={i === 0}
              last={i === categories.length - 1}
              onRename={(newName) => actions.update(c.id, { name: newName })}
              onDelete={() => actions.remove(c.id)}
              onMove={(delta) => actions.move(c.id, delta)}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
