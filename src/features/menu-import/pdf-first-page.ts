// The first page of a PDF drawn for the preview. pdf.js is loaded only when a
// PDF is chosen (it is large), and its worker is a file this app serves (Vite
// emits it beside the bundle), never a CDN.
export async function renderFirstPage(file: Blob, canvas: HTMLCanvasElement, width: number): Promise<void> {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const task = pdfjs.getDocument({ data: new Uint8Array(await file.arrayBuffer()) });
  const pdf = await task.promise;
  try {
    const page = await pdf.getPage(1);
    const unscaled = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: width / unscaled.width });
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    await page.render({ canvas, viewport }).promise;
  } finally {
    // pdf.js 6 ends a document through its loading task (the worker's copy too).
    await task.destroy();
  }
}
