/** A business failure whose code comes from the error catalogue; the reply carries the code and its text. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly data: unknown = null,
    /** A message key of the catalogue ('auth.waitMinutes') to use instead of the code's own text. */
    readonly messageKey?: string,
    readonly params?: Record<string, string | number>,
  ) {
    super(`AppError ${code}`);
  }
}
