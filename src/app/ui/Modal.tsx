import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A modal dialog on the browser's own <dialog>: focus moves in and stays
 * inside, Escape closes, and what was focused before gets focus back.
 */
export function Modal({ title, onClose, children, className = '', testId }: {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useRef(`modal-${Math.random().toString(36).slice(2)}`).current;
  useEffect(() => {
    const element = dialog.current;
    const before = document.activeElement as HTMLElement | null;
    if (element && !element.open) element.showModal();
    return () => {
      element?.close();
      before?.focus?.();
    };
  }, []);
  return (
    <dialog ref={dialog} className={`modal ${className}`} aria-labelledby={titleId} onClose={onClose} data-testid={testId}>
      <h3 id={titleId} className="modal-title">{title}</h3>
      {children}
    </dialog>
  );
}

/** Closes the nearest open dialog (its onClose then runs). */
export function closeDialog(from: HTMLElement): void {
  from.closest('dialog')?.close();
}
