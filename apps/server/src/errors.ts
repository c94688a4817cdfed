// The server's one failure type. It sits below every layer (http, tasks, platform, db, modules) so any of them
// may throw it; the HTTP layer's error handler (http/envelope.ts) turns it into the envelope.
import type { ErrorCode } from '@panel/domain/errors';

/** A business failure whose code comes from the error catalogue (only catalogue codes compile); the reply carries the code and its text. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly data: unknown = null,
    /** A message key of the catalogue ('auth.waitMinutes') to use instead of the code's own text. */
    readonly messageKey?: string,
    readonly params?: Record<string, string | number>,
  ) {
    super(`AppError ${code}`);
  }
}
