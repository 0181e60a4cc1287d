// A list the user reorders by dragging a row (after 8 px of movement, so a
// click on a row still opens it) or by keyboard: focus a row's handle, Space
// to lift, arrow keys to move, Space to drop, Escape to cancel. The result is
// the whole new order, which the caller sends as one reorder command.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { DRAG_ACTIVATION_PX } from '../../domain/shared/limits';

/** Spread on the element that starts a drag (the handle): pointer, touch and keyboard. */
export type DragHandleProps = HTMLAttributes<HTMLElement>;

export interface SortableListProps<T extends { id: string }> {
  items: readonly T[];
  /** What a screen reader hears for a row ("Tea"). */
  labelOf(item: T): string;
  renderItem(item: T, handle: DragHandleProps, state: { dragging: boolean }): ReactNode;
  onReorder(orderedIds: string[]): void;
  className?: string;
  /** For tests and for screen readers: the list's accessible name. */
  'aria-label': string;
}

function SortableRow<T extends { id: string }>(props: {
  item: T;
  label: string;
  render: SortableListProps<T>['renderItem'];
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props.item.id,
  });
  const style: CSSProperties = {
    transform: CSS.Transform.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 2 : undefined,
  };
  const handle: DragHandleProps = {
    ...attributes,
    ...listeners,
    ref: setActivatorNodeRef,
    'aria-label': `Reorder ${props.label}`,
    'aria-roledescription': 'sortable',
  } as DragHandleProps;
  return (
    <li ref={setNodeRef} style={style} className={isDragging ? 'sortable-row dragging' : 'sortable-row'} data-id={props.item.id}>
      {props.render(props.item, handle, { dragging: isDragging })}
    </li>
  );
}

export function SortableList<T extends { id: string }>(props: SortableListProps<T>) {
  const { items, labelOf, onReorder } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_PX } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: DRAG_ACTIVATION_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const name = (id: unknown) => {
    const item = items.find((i) => i.id === id);
    return item ? labelOf(item) : 'item';
  };
  const position = (id: unknown) => items.findIndex((i) => i.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}, position ${position(active.id)} of ${items.length}.`,
    onDragOver: ({ active, over }) => (over ? `${name(active.id)} is now at position ${position(over.id)} of ${items.length}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `Dropped ${name(active.id)} at position ${position(over.id)} of ${items.length}.` : `Dropped ${name(active.id)}.`),
    onDragCancel: ({ active }) => `Cancelled. ${name(active.id)} stays at position ${position(active.id)}.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = items.map((i) => i.id);
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      // Rows re-render as the replica and the outbox move under a drag (the last
      // drop landing, say): measure on every change, or a keyboard move computed
      // from rects taken mid-animation finds no row to move to. Cheap at ≤ 100 rows.
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: 'To reorder, press Space, move with the arrow keys, press Space again to drop, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <ul className={`sortable-list ${props.className ?? ''}`} aria-label={props['aria-label']}>
          {items.map((item) => (
            <SortableRow key={item.id} item={item} label={labelOf(item)} render={props.renderItem} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
