// Add from photo (doc 2 §2, §5): the upload panel (choose, see,
// send, success) and the upload history below. A file chosen offline waits in
// the outbox and is sent once the connection returns (the sender uploads it).
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '../../domain/shared/messages';
import { UploadHistory } from './UploadHistory';
import { UploadPanel } from './UploadPanel';
import './menu-import.css';

const { upload: text, labels } = MESSAGES;

export function AddPhotoPage() {
  const history = useRef<HTMLHeadingElement>(null);
  const showHistory = (again: () => void) => {
    again();
    history.current?.scrollIntoView({ block: 'start' });
    history.current?.focus();
  };

  return (
    <section className="menu-import-page">
      <Link className="back-link" to="/menu">← {labels.upload.backToMenu}</Link>
      <h2>{text.pageTitle}</h2>
      <UploadPanel
        done={(_sent, again) => (
          <div className="file-drop-actions">
            <button type="button" className="primary" onClick={again}>{labels.upload.uploadAnother}</button>
            <button type="button" className="secondary" onClick={() => showHistory(again)}>{labels.upload.viewHistory}</button>
            <Link className="button secondary" to="/menu">{labels.upload.backToMenu}</Link>
          </div>
        )}
      />
      <UploadHistory ref={history} />
    </section>
  );
}
