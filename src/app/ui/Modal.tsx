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
  // Closed because it left the page (its parent showed another dialog instead), not by the user.
  const leaving = useRef(false);
  useEffect(() => {
    const element = dialog.current;
    const before = document.activeElement as HTMLElement | null;
    if (element && !element.open) element.showModal();
    return () => {
      leaving.current = true;
      element?.close();
      before?.focus?.();
    };
  }, []);
  // The close event comes a task after close(): one the leaving caused is not the user closing it.
  // (Preact, unlike React, still delivers it to an unmounted dialog: the order detail, hidden while
  // its Change Status dialog was open, closed for good.)
  return (
    <dialog ref={dialog} className={`modal ${className}`} aria-labelledby={titleId} data-testid={testId}
      onClose={() => {
        if (!leaving.current) onClose();
      }}>
      <h3 id={titleId} className="modal-title">{title}</h3>
      {children}
    </dialog>
  );
}

/** Closes the nearest open dialog (its onClose then runs). */
export function closeDialog(from: HTMLElement): void {
  from.closest('dialog')?.close();
}
