// Calls sent with `hide` (because some of their refusals get their own dialog or text) show the
// other failures here, with the same rules as the api client: silent codes and 401s show nothing.
import { DURATIONS_MS } from '@panel/domain/constants';
import { isLoginStatusError, isSilentCode } from '@panel/domain/errors';
import { ApiError } from '../lib/api-client';
import { notify } from './notify';

/** Shows a failed call's message (or `text` instead) as the api client's warning would. */
export function showFailure(error: unknown, text?: string): void {
  if (!(error instanceof ApiError)) {
    if ((error as Error | undefined)?.name !== 'AbortError') console.error(error);
    return;
  }
  if (isSilentCode(error.code) || isLoginStatusError({ status: error.status, respCode: error.code })) return;
  notify(text ?? error.message, DURATIONS_MS.WARNING);
}
