// The chosen file before it is sent: the image itself, or a PDF's first page.
import { useEffect, useRef, useState } from 'react';
import { formatFileSize } from '../../domain/shared/format';
import { MESSAGES } from '../../domain/shared/messages';
import { PDF_MIME_TYPE } from '../../domain/shared/stored-files';

const text = MESSAGES.upload;
const PREVIEW_WIDTH = 320;

export function FilePreview({ file }: { file: File }) {
  const isPdf = file.type === PDF_MIME_TYPE;
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (isPdf) return undefined;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file, isPdf]);

  useEffect(() => {
    if (!isPdf || !canvas.current) return;
    setFailed(false);
    renderPdf(file, canvas.current).catch(() => setFailed(true));
  }, [file, isPdf]);

  return (
    <figure className="file-preview">
      {isPdf ? (
        failed ? <p className="muted">{text.noPreview}</p> : <canvas ref={canvas} role="img" aria-label={text.pdfFirstPage} data-testid="pdf-preview" />
      ) : (
        url && <img src={url} alt={text.previewAlt} onError={() => setFailed(true)} hidden={failed} />
      )}
      <figcaption>{file.name} · {formatFileSize(file.size)}</figcaption>
    </figure>
  );
}

async function renderPdf(file: File, target: HTMLCanvasElement): Promise<void> {
  const { renderFirstPage } = await import('./pdf-first-page');
  await renderFirstPage(file, target, PREVIEW_WIDTH);
}
