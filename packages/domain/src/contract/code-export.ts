// Exporting a generation record's codes as a file: the owner starts an export (a task; its progress
// at GET /api/task/{taskId}), and once it is done downloads the file for a limited time. Another
// user's record or file, an unknown id and an expired file are all 150004. Every export is recorded
// as a reveal of the codes it holds.
import { z } from 'zod';
import { requiredIfMissing } from './cards';

export const CODE_EXPORT_FORMATS = ['XLSX', 'TXT', 'PDF', 'CSV'] as const;
export type CodeExportFormat = (typeof CODE_EXPORT_FORMATS)[number];

/** POST /api/codes/records/{taskId}/export (Idempotency-Key). */
export const ExportCodesRequest = z.object({ format: z.enum(CODE_EXPORT_FORMATS, requiredIfMissing) });
export type ExportCodesRequest = z.input<typeof ExportCodesRequest>;

/** The export's task: follow it at GET /api/task/{taskId}. */
export const ExportCodesResponse = z.object({ taskId: z.string() });
export type ExportCodesResponse = z.infer<typeof ExportCodesResponse>;

/** The export task's result: GET /api/codes/exports/{downloadId} serves the file until `expiresAt`. */
export const CodeExportResult = z.object({
  downloadId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  count: z.number().int(),
  expiresAt: z.string(),
});
export type CodeExportResult = z.infer<typeof CodeExportResult>;

export const CodeExportParams = z.object({ id: z.uuid() });
