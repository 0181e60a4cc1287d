// Where a menu file is chosen (doc 2 §2 "Add from photo"): dropped on the
// zone, taken with the camera, or chosen from the device.
import { useRef, useState, type DragEvent } from 'react';
import { MESSAGES } from '../../domain/shared/messages';
import { ACCEPTED_UPLOAD_TYPES } from '../../domain/menu-import/upload-validation';

const { upload: text, labels } = MESSAGES;

export function FileDrop({ onPick }: { onPick: (file: File, fromCamera: boolean) => void }) {
  const [over, setOver] = useState(false);
  const camera = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLInputElement>(null);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onPick(file, false);
  };
  const picked = (input: HTMLInputElement | null, fromCamera: boolean) => {
    const file = input?.files?.[0];
    if (input) input.value = '';
    if (file) onPick(file, fromCamera);
  };
  return (
    <div
      className={`file-drop card${over ? ' over' : ''}`}
      data-testid="file-drop"
      onDragOver={(e) => { e.preventDefault(); setOver(true); }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <p>{text.dropHint}</p>
      <p className="muted">{text.typesHint}</p>
      <div className="file-drop-actions">
        <button type="button" className="secondary" onClick={() => camera.current?.click()}>{labels.upload.takePhoto}</button>
        <button type="button" className="primary" onClick={() => chooser.current?.click()}>{labels.upload.chooseFile}</button>
      </div>
      {/* Camera capture accepts any image type (doc 2 §5). */}
      <input ref={camera} type="file" accept="image/*" capture="environment" hidden aria-label={labels.upload.takePhoto}
        onChange={(e) => picked(e.currentTarget, true)} />
      <input ref={chooser} type="file" accept={ACCEPTED_UPLOAD_TYPES.join(',')} hidden aria-label={labels.upload.chooseFile}
        data-testid="choose-file" onChange={(e) => picked(e.currentTarget, false)} />
    </div>
  );
}
