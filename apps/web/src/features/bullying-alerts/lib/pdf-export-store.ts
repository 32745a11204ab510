import { exportCheckSchema, exportSessionSchema } from '@sukoyaka/contracts/bullying-alerts';
import { apiFetch } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { apiDownload, saveFile, type DownloadedFile } from '../../../lib/api-download.ts';
import { confirmHeaders } from '../../../lib/confirm-token.ts';

/** spec §9: the client polls every 10 seconds. */
export const PDF_POLL_MS = 10_000;

/** One zip of the export: 0 preparing, 1 done (spec §4). */
export interface PdfFileEntry {
  page: number;
  fileName: string;
  status: 0 | 1;
  /**
   * The downloaded zip, kept while the panel lists it: the automatic save after polling has no
   * user gesture, so a browser may hold it back (issue 28 item 3); the panel's file name saves it
   * again on a click.
   */
  file?: DownloadedFile;
}

/** The footer panel's state; `result` 2 = a repeat request while one runs, -1 = a non-201 answer, 0 = closed. */
export interface PdfExportState {
  active: boolean;
  sessionId: string | null;
  totalPage: number;
  files: PdfFileEntry[];
  result: 0 | 1 | 2 | -1 | null;
}

let state: PdfExportState = { active: false, sessionId: null, totalPage: 0, files: [], result: null };
const listeners = new Set<() => void>();
const set = (next: Partial<PdfExportState>) => {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
};
export const pdfExportState = () => state;
export const subscribePdfExport = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

async function downloadPage(sessionId: string, page: number, fileName: string): Promise<void> {
  let file: DownloadedFile;
  try {
    file = await apiDownload('/api/teachers/students/get_url_zip_pdf_questionaire_page_by_session_id', {
      query: { session_id: sessionId, page, file_name: fileName },
      headers: confirmHeaders(),
      fallbackName: fileName,
    });
  } catch {
    return; // this page stays 準備中; the panel offers to remove it
  }
  saveFile(file);
  set({ files: state.files.map((f) => (f.page === page ? { ...f, status: 1, file } : f)) });
}

/** Saves a finished zip again (the panel's file name, a click: a user gesture no browser holds back). */
export function savePdfFile(page: number): void {
  const file = state.files.find((f) => f.page === page)?.file;
  if (file) saveFile(file);
}

async function poll(sessionId: string): Promise<void> {
  while (state.active && state.sessionId === sessionId) {
    await new Promise((r) => setTimeout(r, PDF_POLL_MS));
    if (!state.active || state.sessionId !== sessionId) return;
    try {
      const { data } = await apiFetch('/api/teachers/students/check_processing_export_pdfs', {
        query: { session_id: sessionId },
        schema: exportCheckSchema,
        headers: confirmHeaders(),
      });
      const files = data.files.map((f) => state.files.find((x) => x.page === f.page) ?? { ...f, status: 0 as const });
      set({ files, totalPage: data.totalPage });
      if (data.isSuccess) {
        for (const f of files) if (f.status === 0) await downloadPage(sessionId, f.page, f.fileName);
        set({ active: false, result: 1 });
        return;
      }
    } catch {
      set({ active: false, result: -1 });
      return;
    }
  }
}

/**
 * Starts the bulk PDF export (spec §4): GET processing_export_pdfs answers 201 with a session id;
 * polled every 10 s until isSuccess, then each zip page is downloaded. A request while one runs
 * ends with status 2 (also when the server says one is running, 409); any other non-201 with -1.
 */
export async function startPdfExport(query: { questionnaireDeliveryId: number; grade_id?: number; klass_id?: number }): Promise<void> {
  if (state.active) {
    set({ result: 2 });
    return;
  }
  try {
    const res = await apiFetch('/api/teachers/students/processing_export_pdfs', { query, schema: exportSessionSchema, headers: confirmHeaders() });
    if (res.status !== 201) {
      set({ result: -1 });
      return;
    }
    set({ active: true, sessionId: res.data.session_id, totalPage: res.data.totalPage, files: [], result: 0 });
    void poll(res.data.session_id);
  } catch (error) {
    set({ result: isApiError(error, 409) ? 2 : -1 });
  }
}

/** Closes the panel (status 0) and stops following the export. */
export const closePdfExport = () => set({ active: false, sessionId: null, files: [], result: 0 });
/** Removes one zip from the list (the hover remove button). */
export const removePdfFile = (page: number) => set({ files: state.files.filter((f) => f.page !== page) });
