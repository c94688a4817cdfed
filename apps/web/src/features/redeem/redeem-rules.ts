// What the redeem page checks and says, kept pure so it is tested on its own: whether a typed or
// pasted code can be one of ours (spaces and dashes do not count), and where each refusal of
// POST /api/redeem is shown (the code field, the target field, or the wait). An unknown code is
// 4001 naming the code (UNKNOWN), as 130085/150004 would be; a locked one (chargeback) 4050. A
// device already bound asks for its device secret (4001 on deviceSecret); while its licence runs,
// another brand is 130066 and another plan 130028 (docs/decisions/021-device-secret.md).
import { isDeviceId, looksLikeCode, normalizeCode } from '@panel/domain/codes';
import { ERROR_CODES } from '@panel/domain/errors';
import { ApiError } from '../../lib/api-client';

/** Why a typed code cannot be redeemed before asking: empty, or not a code's length and letters. */
export function redeemCodeRule(typed: string): 'validation.required' | 'redeem.errors.notACode' | undefined {
  if (normalizeCode(typed) === '') return 'validation.required';
  return looksLikeCode(typed) ? undefined : 'redeem.errors.notACode';
}

/**
 * Once the page asks for a device secret the target is known to be a device: its id must be the
 * domain's safe alphabet (the server's own check, 4001 reason DEVICE_ID).
 */
export function redeemTargetRule(target: string, deviceSecret: string): 'redeem.errors.deviceId' | undefined {
  return deviceSecret.trim() !== '' && target.trim() !== '' && !isDeviceId(target) ? 'redeem.errors.deviceId' : undefined;
}

/** How a refusal of redeeming is shown: at a field, as the wait before trying again, or as a line above the button. */
export type RedeemFailure =
  | { at: 'code'; key: 'redeem.errors.used' | 'redeem.errors.unknown' | 'redeem.errors.locked' | 'redeem.errors.invalid' }
  | {
      at: 'target';
      key:
        | 'redeem.errors.accountMissing'
        | 'redeem.errors.targetRequired'
        | 'redeem.errors.invalidTarget'
        | 'redeem.errors.deviceId'
        | 'redeem.errors.otherBrand'
        | 'redeem.errors.otherPlan';
    }
  | { at: 'deviceSecret'; key: 'redeem.errors.secretRequired' | 'redeem.errors.secretWrong' }
  | { at: 'wait' }
  | { at: 'form'; message: string | null };

/** Where a refusal of POST /api/redeem goes; `message` null means no answer (try again). */
export function redeemFailure(error: unknown): RedeemFailure {
  if (!(error instanceof ApiError) || error.status === 0 || error.code === ERROR_CODES.NETWORK) return { at: 'form', message: null };
  switch (error.code) {
    case ERROR_CODES.CLIENT_ACCOUNT_NOT_FOUND:
      return { at: 'target', key: 'redeem.errors.accountMissing' };
    case ERROR_CODES.RECHARGE_NOT_SUPPORTED_FOR_BRAND:
      return { at: 'target', key: 'redeem.errors.otherBrand' };
    case ERROR_CODES.RECHARGE_UNTIL_PLAN_EXPIRES:
      return { at: 'target', key: 'redeem.errors.otherPlan' };
    case ERROR_CODES.CODE_ALREADY_USED:
      return { at: 'code', key: 'redeem.errors.used' };
    case ERROR_CODES.CARD_NOT_OWNED:
    case ERROR_CODES.ORDER_ACCESS_DENIED:
      return { at: 'code', key: 'redeem.errors.unknown' };
    case ERROR_CODES.OPERATION_DENIED:
      return { at: 'code', key: 'redeem.errors.locked' };
    case ERROR_CODES.OPERATION_TOO_FREQUENT:
      return { at: 'wait' };
    case ERROR_CODES.PARAM_ERROR: {
      const { field, rule, reason } = (error.data ?? {}) as { field?: unknown; rule?: unknown; reason?: unknown };
      // The code's card needs an account or a device (recharge, prepaid, licence): the field was left empty.
      if (field === 'target') {
        if (reason === 'DEVICE_ID') return { at: 'target', key: 'redeem.errors.deviceId' };
        return { at: 'target', key: rule === 'validation.required' ? 'redeem.errors.targetRequired' : 'redeem.errors.invalidTarget' };
      }
      // The device is bound: its secret is needed, or the one given is not it.
      if (field === 'deviceSecret')
        return { at: 'deviceSecret', key: rule === 'validation.required' ? 'redeem.errors.secretRequired' : 'redeem.errors.secretWrong' };
      return { at: 'code', key: reason === 'UNKNOWN' ? 'redeem.errors.unknown' : 'redeem.errors.invalid' };
    }
    default:
      return { at: 'form', message: error.message };
  }
}
