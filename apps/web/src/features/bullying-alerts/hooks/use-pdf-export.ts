import { useSyncExternalStore } from 'react';
import { closePdfExport, pdfExportState, removePdfFile, savePdfFile, startPdfExport, subscribePdfExport } from '../lib/pdf-export-store.ts';

/** The bulk PDF export's state and actions (one export at a time for the whole app). */
export function usePdfExport() {
  const state = useSyncExternalStore(subscribePdfExport, pdfExportState, pdfExportState);
  return { state, start: (q: Parameters<typeof startPdfExport>[0]) => void startPdfExport(q), close: closePdfExport, remove: removePdfFile, save: savePdfFile };
}
