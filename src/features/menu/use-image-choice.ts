// The form's image choice (doc 2 §2): keep the current image, replace it with
// a new file, or mark it for removal. A new file over 1 MB is compressed in
// the image worker first, so the page stays responsive while it runs.
import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../domain/shared/messages';
import { isAcceptedImageType, isCameraImageType } from '../../domain/menu/image-validation';
import { compressImageFile } from '../../workers/image/client/compress-image-client';

export type ImageChoice =
  | { kind: 'keep' }
  | { kind: 'new'; blob: Blob; preview: string }
  | { kind: 'remove' };

const KEEP: ImageChoice = { kind: 'keep' };

export interface ImageChoiceState {
  choice: ImageChoice;
  compressing: boolean;
  error: string | null;
  pick(file: File | undefined): void;
  remove(): void;
  keep(): void;
  /** The choice once any compression under way has finished (what a save must use). */
  settled(): Promise<ImageChoice>;
}

export function useImageChoice(): ImageChoiceState {
  const [choice, setChoiceState] = useState<ImageChoice>(KEEP);
  const [compressing, setCompressing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A save awaits the compression under way and must then see its result, not
  // the choice its render closed over.
  const latest = useRef<ImageChoice>(KEEP);
  const job = useRef<{ controller: AbortController; done: Promise<void> } | null>(null);

  const setChoice = useCallback((next: ImageChoice) => {
    latest.current = next;
    setChoiceState(next);
  }, []);

  // A preview's object URL lives as long as it is the choice shown.
  useEffect(() => () => void (choice.kind === 'new' && URL.revokeObjectURL(choice.preview)), [choice]);
  // Leaving the page ends a compression nobody will use (and the worker's work).
  useEffect(() => () => job.current?.controller.abort(), []);

  const pick = useCallback(
    (file: File | undefined) => {
      if (!file) return;
      job.current?.controller.abort();
      setError(null);
      // Camera capture may hand over any image type; anything else is refused here.
      if (!isCameraImageType(file.type)) {
        setError(MESSAGES.menu.imageFailed);
        return;
      }
      const controller = new AbortController();
      setCompressing(true);
      const done = compressImageFile(file, { signal: controller.signal })
        .then(({ file: out }) => {
          if (controller.signal.aborted) return;
          // Small files pass through unchanged, so a small HEIC stays one: stored images are jpeg, png or webp.
          if (!isAcceptedImageType(out.type)) throw new Error(`unsupported type ${out.type}`);
          setChoice({ kind: 'new', blob: out, preview: URL.createObjectURL(out) });
        })
        .catch((reason: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('The chosen image could not be used', reason);
          setError(MESSAGES.menu.imageFailed);
        })
        .finally(() => {
          if (job.current?.controller !== controller) return;
          job.current = null;
          setCompressing(false);
        });
      job.current = { controller, done };
    },
    [setChoice],
  );

  const settled = useCallback(async () => {
    await job.current?.done;
    return latest.current;
  }, []);

  return {
    choice,
    compressing,
    error,
    pick,
    remove: () => setChoice({ kind: 'remove' }),
    keep: () => {
      setError(null);
      setChoice(KEEP);
    },
    settled,
  };
}
