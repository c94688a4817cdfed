/** Socket errors of a database server that cannot be reached (down, restarting, wrong host, network). */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);

/**
 * PostgreSQL states of a server that cannot serve for now: connection exceptions (08...), shut
 * down or starting up (57P01..57P03), too many connections (53300), and the time-outs: a
 * statement cancelled (57014), a lock not had in time (55P03), a transaction left idle (25P03).
 */
const SERVER_STATES = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03', '53300', '57014', '55P03', '25P03']);

/** A PostgreSQL error code (SQLSTATE): five digits or capitals. */
export const SQLSTATE = /^[0-9A-Z]{5}$/;

/** A statement cancelled, by the statement time-out on PostgreSQL (the embedded database's turn not had in time answers it too). */
export const STATEMENT_CANCELLED = '57014';

/** node-postgres's own words when a connection could not be made, was lost, or a query got no answer in time. */
const CLIENT_MESSAGES = /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|Query read timeout/i;

/** The error and those it wraps (drizzle's DrizzleQueryError keeps the driver's error as `cause`). */
export function* errorChain(error: unknown): Generator<{ code?: string; message?: string }> {
  const seen = new Set<unknown>();
  const pending = [error];
  while (pending.length > 0) {
    const current = pending.shift();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    yield current as { code?: string; message?: string };
    const { cause, errors } = current as { cause?: unknown; errors?: unknown[] };
    pending.push(cause, ...(Array.isArray(errors) ? errors : []));
  }
}

/** Whether a failure means the database cannot be reached or cannot serve now: waiting may mend it. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of errorChain(error)) {
    if (code && (UNREACHABLE.has(code) || SERVER_STATES.has(code))) return true;
    if (message && CLIENT_MESSAGES.test(message)) return true;
  }
  return false;
}

/**
 * Whether the embedded database has failed in a way only a restart mends: its folder refused a
 * write (read-only, permissions), or the WebAssembly instance aborted.
 */
export function isFatalEmbeddedError(error: unknown): boolean {
  for (const { code, message } of errorChain(error)) {
    if (code === 'EROFS' || code === 'EACCES') return true;
    if (message && (/: (Read-only file system|Permission denied)\b/i.test(message) || /^Aborted\(/.test(message))) return true;
  }
  return false;
}

/**
 * What went wrong, in the database's own words when it answered an error ("57014: canceling
 * statement due to statement timeout"), not the wrapper's text of the failed query and its
 * parameters; any other error's message.
 */
export function failureMessage(error: unknown): string {
  for (const { code, message } of errorChain(error)) {
    if (typeof code === 'string' && SQLSTATE.test(code) && message) return `${code}: ${message}`;
  }
  return error instanceof Error ? error.message : String(error);
}
