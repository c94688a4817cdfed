// What the redeem page checks and says, kept pure so it is tested on its own: whether a typed or
// pasted code can be one of ours (spaces and dashes do not count), and where each refusal of
// POST /api/redeem is shown (the code field, the target field, or the wait).
import { looksLikeCode, normalizeCode } from '@panel/domain/codes';
import { ERROR_CODES } from '@panel/domain/errors';
import { ApiError } from '../../lib/api-client';

/** Why a typed code cannot be redeemed before asking: empty, or not a code's length and letters. */
export function redeemCodeRule(typed: string): 'validation.required' | 'redeem.errors.notACode' | undefined {
  if (normalizeCode(typed) === '') return 'validation.required';
  return looksLikeCode(typed) ? undefined : 'redeem.errors.notACode';
}

/** How a refusal of redeeming is shown: at a field, as the wait before trying again, or as a line above the button. */
export type RedeemFailure =
  | { at: 'code'; key: 'redeem.errors.used' | 'redeem.errors.unknown' | 'redeem.errors.invalid' }
  | { at: 'target'; key: 'redeem.errors.accountMissing' | 'redeem.errors.invalidTarget' }
  | { at: 'wait' }
  | { at: 'form'; message: string | null };

/** Where a refusal of POST /api/redeem goes; `message` null means no answer (try again). */
export function redeemFailure(error: unknown): RedeemFailure {
  if (!(error instanceof ApiError) || error.status === 0 || error.code === ERROR_CODES.NETWORK) return { at: 'form', message: null };
  switch (error.code) {
    case ERROR_CODES.CLIENT_ACCOUNT_NOT_FOUND:
      return { at: 'target', key: 'redeem.errors.accountMissing' };
    case ERROR_CODES.CODE_ALREADY_USED:
      return { at: 'code', key: 'redeem.errors.used' };
    case ERROR_CODES.CARD_NOT_OWNED:
    case ERROR_CODES.ORDER_ACCESS_DENIED:
      return { at: 'code', key: 'redeem.errors.unknown' };
    case ERROR_CODES.OPERATION_TOO_FREQUENT:
      return { at: 'wait' };
    case ERROR_CODES.PARAM_ERROR: {
      const field = (error.data as { field?: unknown } | null | undefined)?.field;
      return field === 'target' ? { at: 'target', key: 'redeem.errors.invalidTarget' } : { at: 'code', key: 'redeem.errors.invalid' };
    }
    default:
      return { at: 'form', message: error.message };
  }
}
