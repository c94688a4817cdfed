// Exporting a generation record's codes as a file: the owner starts an export (a task; its progress
// at GET /api/task/{taskId}), and once it is done downloads the file for a limited time. Another
// user's record or file, an unknown id and an expired file are all 150004. Every export is recorded
// as a reveal of the codes it holds. The file is written in the seller's language and time zone.
import { z } from 'zod';
import { requiredIfMissing } from './cards';

export const CODE_EXPORT_FORMATS = ['XLSX', 'TXT', 'PDF', 'CSV'] as const;
export type CodeExportFormat = (typeof CODE_EXPORT_FORMATS)[number];

/** Whether the name is an IANA time zone ('America/Sao_Paulo', 'UTC') this runtime's Intl knows. */
export function isTimeZone(name: string): boolean {
  // Region names and Etc/ zones only: no offset ('+03:00'), nothing long.
  if (name.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A time zone by its IANA name, kept as given (Intl would rename some: Asia/Kathmandu to Asia/Katmandu); an unknown one is 4001 at the field. */
export const TimeZone = z.string().refine(isTimeZone, { error: 'Unknown time zone' });

/**
 * POST /api/codes/records/{taskId}/export (Idempotency-Key). The file speaks the caller's language
 * (the language header) and gives activation times in `timeZone` (the seller's, as the phone
 * knows it: Intl.DateTimeFormat().resolvedOptions().timeZone); UTC without one.
 */
export const ExportCodesRequest = z.object({ format: z.enum(CODE_EXPORT_FORMATS, requiredIfMissing), timeZone: TimeZone.optional() });
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
