import { useState } from 'react';
import type { Category } from '../../domain/entities';
import { MESSAGES } from '../../domain/messages';
import type { Viewed } from '../../domain/overlay';
import type { ActionErrors } from '../../data/categories';

interface Props {
  category: Viewed<Category>;
  first: boolean;
  last: boolean;
  onRename(name: string): Promise<ActionErrors>;
  onDelete(): Promise<ActionErrors>;
  onMove(delta: -1 | 1): Promise<ActionErrors>;
}

export function CategoryRow({ category, first, last, onRename, onDelete, onMove }: Props) {
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const report = (errors: ActionErrors) => setError(errors ? Object.values(errors).join(' ') : null);
  const save = async () => {
    const errors = await onRename(editing ?? '');
    report(errors);
    if (!errors) setEditing(null);
  };
  return (
    <li className="category-row" data-testid="category-row" data-pending={category.pending}>
      <span className="swatch" style={{ background: category.color }} aria-hidden />
      <span className="category-icon">{category.icon}</span>
      {editing === null ? (
        <span className="category-name" data-testid="category-name">{category.name}</span>
      ) : (
        <input aria-label={`New name for ${category.name}`} value={editing} onChange={(e) => setEditing(e.target.value)} />
      )}
      {category.pending && <span className="badge pending">Pending</span>}
      <span className="row-actions">
        {editing === null ? (
          <button onClick={() => setEditing(category.name)}>Rename</button>
        ) : (
          <button onClick={() => void save()}>Save</button>
        )}
        <button aria-label={`Move ${category.name} up`} disabled={first} onClick={() => void onMove(-1).then(report)}>↑</button>
        <button aria-label={`Move ${category.name} down`} disabled={last} onClick={() => void onMove(1).then(report)}>↓</button>
        <button
          className="danger"
          onClick={() => window.confirm(MESSAGES.category.confirmDelete) && void onDelete().then(report)}
        >
          Delete
        </button>
      </span>
      {error && <p role="alert">{error}</p>}
    </li>
  );
}
