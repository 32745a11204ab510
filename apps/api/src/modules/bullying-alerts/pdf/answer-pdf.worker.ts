import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { renderSheetPdf, type PdfSheet } from './answer-pdf.render.ts';

// The answer-PDF worker thread (decision 040): renders sheets posted by answer-pdf.ts. On Linux the
// nice value is per thread, so this lowers only this thread: a school's PDFs use the cores the
// requests leave idle and never hold up a child's check-in.
try {
  setPriority(19);
} catch {
  // Not permitted here: the thread renders at normal priority.
}

parentPort?.on('message', (message: { id: number; sheet: PdfSheet }) => {
  renderSheetPdf(message.sheet).then(
    (pdf) => {
      const bytes = new Uint8Array(pdf).slice().buffer;
      parentPort!.postMessage({ id: message.id, pdf: bytes }, [bytes]);
    },
    (error: unknown) => parentPort!.postMessage({ id: message.id, error: String(error) }),
  );
});
