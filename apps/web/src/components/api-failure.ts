// Calls sent with `hide` (because some of their refusals get their own dialog or text) show the
// other failures here, with the same rules as the api client: silent codes and 401s show nothing.
import { DURATIONS_MS } from '@panel/domain/constants';
import { ERROR_CODES, isLoginStatusError, isSilentCode } from '@panel/domain/errors';
import { ApiError } from '../lib/api-client';
import { notify } from './notify';

/** The `data.reason` of a refused follow change (4050), if the failure is one. */
export function deniedReason(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.code !== ERROR_CODES.OPERATION_DENIED) return undefined;
  const reason = (error.data as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' ? reason : undefined;
}

/** Shows a failed call's message (or `text` instead) as the api client's warning would. */
export function showFailure(error: unknown, text?: string): void {
  if (!(error instanceof ApiError)) {
    if ((error as Error | undefined)?.name !== 'AbortError') console.error(error);
    return;
  }
  if (isSilentCode(error.code) || isLoginStatusError({ status: error.status, respCode: error.code })) return;
  notify(text ?? error.message, DURATIONS_MS.WARNING);
}
