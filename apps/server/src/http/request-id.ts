import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** A request id a client may choose: up to 64 letters, digits, dots, underscores and hyphens. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The id of a request: the caller's `x-request-id` when it is a short safe id (a proxy's or the
 * panel's, so one id follows a call through the logs), else a new UUID. Anything longer or with
 * other characters was written to every log line and sent back as it came.
 */
export function requestIdOf(headers: IncomingHttpHeaders): string {
  const given = headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}
