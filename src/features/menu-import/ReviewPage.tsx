// The review of a menu read from a photo or PDF (beyond the spec):
// the draft as a table by section, every row editable, removable and
// mergeable with the next; doubtful prices and items already on the menu
// flagged; 'Publish' queues the ordinary commands, offline too. A draft read
// badly (or a failed reading) can be read again from here.
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { duplicateRowIds, editRow, mergeWithNext, removeRow, rowsOfDraft, type ReviewRow } from '../../domain/menu-import/review';
import { MESSAGES } from '../../domain/shared/messages';
import { isReadyToReview } from '../../domain/menu-import/upload-overlay';
import { useCategories } from '../../data/categories/categories';
import { useMenuItems } from '../../data/menu/menu-items';
import { usePublishDraft, type PublishOutcome } from '../../data/menu-import/menu-import';
import { useUploadActions, useUploadHistory, type ViewedUpload } from '../../data/menu-import/uploads';
import { uploadStatusText } from '../../domain/menu-import/upload-status';
import { ViewLoading } from '../../app/ui/ViewLoading';
import { ReviewTable } from './ReviewTable';
import { importPaths } from './import-paths';
import { ReadAgain } from './ReadAgain';
import './menu-import.css';

const text = MESSAGES.menuImport;

export function ReviewPage() {
  const { uploadId = '' } = useParams();
  const history = useUploadHistory();
  const menu = useMenuItems();
  const categories = useCategories();
  const actions = useUploadActions(history.status === 'ready' ? history.rows : []);
  if (history.status === 'loading' || menu.status === 'loading' || categories.status === 'loading') {
    const waitingFor = [history, menu, categories].flatMap((v) => (v.status === 'loading' ? v.waitingFor : []));
    return <ViewLoading text={MESSAGES.menuScreen.loading} waitingFor={waitingFor} />;
  }
  const upload = history.rows.find((r) => r.id === uploadId);
  return (
    <section className="menu-import-page">
      <Link className="back-link" to={importPaths.addPhoto}>← {MESSAGES.upload.historyTitle}</Link>
      <h2>{text.title}</h2>
      {upload && !upload.draft ? (
        <NoDraft upload={upload} readAgain={<ReadAgain upload={upload} onReadAgain={actions.readAgain} />} />
      ) : !upload?.draft ? (
        <p role="alert">{text.notFound}</p>
      ) : (
        <Review
          key={upload.id}
          upload={upload}
          uploads={history.rows}
          items={menu.rows}
          categories={categories.rows}
        />
      )}
      {upload?.draft && <ReadAgain upload={upload} onReadAgain={actions.readAgain} />}
    </section>
  );
}

/** An upload with nothing to review (being read, read again, or failed): its status, and reading it again. */
function NoDraft({ upload, readAgain }: { upload: ViewedUpload; readAgain: ReactNode }) {
  const status = upload.readAgainWaiting ? MESSAGES.upload.waitingToReadAgain : uploadStatusText(upload);
  return (
    <div className="card read-again-card">
      <p role="status" data-testid="review-upload-status">{text.notFound} {status}</p>
      {upload.error && <p className="form-error" role="alert">{upload.error}</p>}
      {readAgain}
    </div>
  );
}

type ReviewProps = Parameters<NonNullable<ReturnType<typeof usePublishDraft>>>[1];

function Review({ upload, uploads, items, categories }: ReviewProps) {
  const draft = upload.draft;
  const [rows, setRows] = useState<ReviewRow[]>(() => (draft ? rowsOfDraft(draft) : []));
  const [outcome, setOutcome] = useState<PublishOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const publish = usePublishDraft();
  const duplicates = useMemo(() => duplicateRowIds(rows, items.map((i) => i.name)), [rows, items]);
  const ready = isReadyToReview(upload);

  const onPublish = async () => {
    if (!publish) return;
    if (rows.length === 0) return setError(text.nothingToPublish);
    setBusy(true);
    const result = await publish(rows, { upload, uploads, items, categories });
    setBusy(false);
    if ('error' in result) setError(result.error);
    else {
      setError(null);
      setOutcome(result);
    }
  };

  if (outcome) {
    return (
      <div className="card upload-success" role="status">
        <p>{text.published(outcome.itemsAdded, outcome.categoriesAdded)}</p>
        {(outcome.itemsNotAdded > 0 || outcome.categoriesNotAdded > 0) && (
          <p>{text.notAdded(outcome.itemsNotAdded, outcome.categoriesNotAdded)}</p>
        )}
        {outcome.messages.map((m) => <p key={m} className="form-error">{m}</p>)}
        <Link className="button" to="/menu">{MESSAGES.labels.upload.backToMenu}</Link>
      </div>
    );
  }
  return (
    <>
      {draft && <p className="muted">{text.readBy(draft.reader, draft.pages)}</p>}
      {!ready ? (
        <p role="status">{upload.reviewStatus === 'published' ? text.alreadyPublished : MESSAGES.upload.notReady}</p>
      ) : (
        <>
          <p>{text.intro}</p>
          <ReviewTable
            rows={rows}
            duplicates={duplicates}
            onEdit={(id, patch) => setRows((r) => editRow(r, id, patch))}
            onRemove={(id) => setRows((r) => removeRow(r, id))}
            onMerge={(id) => setRows((r) => mergeWithNext(r, id))}
          />
          {error && <p className="form-error" role="alert">{error}</p>}
          <button type="button" className="primary" disabled={busy || !publish} onClick={() => void onPublish()}>
            {busy ? text.publishing : text.publish}
          </button>
        </>
      )}
    </>
  );
}
