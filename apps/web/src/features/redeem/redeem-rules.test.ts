// The redeem page's own checks: a pasted code with spaces, dashes or lower case is still a code;
// anything else is refused before asking; and each refusal of the server lands where it belongs.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { redeemCodeRule, redeemFailure, redeemTargetRule } from './redeem-rules';

const refusal = (code: number, data: unknown = null) => new ApiError(code, `message ${code}`, data, 200);

describe('a code typed on the redeem page', () => {
  it('is taken pasted with spaces, dashes and lower case', () => {
    expect(redeemCodeRule('ABCD-EFGH-JKMN-PQRS')).toBeUndefined();
    expect(redeemCodeRule(' abcd efgh jkmn pqrs ')).toBeUndefined();
    expect(redeemCodeRule('1234-5678-9012')).toBeUndefined();
    expect(redeemCodeRule('ABCD EFGH IJKL MNOP QRST')).toBeUndefined();
  });

  it('is required, and refused when it cannot be one of ours', () => {
    expect(redeemCodeRule('')).toBe('validation.required');
    expect(redeemCodeRule(' - ')).toBe('validation.required');
    expect(redeemCodeRule('ABCD-EFGH')).toBe('redeem.errors.notACode');
    // The standard format has no look-alikes: an O where a 0 was read is not a code of it.
    expect(redeemCodeRule('ABCD-EFGH-JKMN-PQRO')).toBe('redeem.errors.notACode');
  });
});

describe('a device id typed with its device secret', () => {
  it('is the domain’s safe alphabet; without a secret the field may be an account and is left to the server', () => {
    expect(redeemTargetRule('AA:BB:CC:DD:EE:FF', 'ABCD')).toBeUndefined();
    expect(redeemTargetRule('box_1.2-3', 'ABCD')).toBeUndefined();
    expect(redeemTargetRule('=1+1', 'ABCD')).toBe('redeem.errors.deviceId');
    expect(redeemTargetRule('box 1', 'ABCD')).toBe('redeem.errors.deviceId');
    expect(redeemTargetRule('X'.repeat(65), 'ABCD')).toBe('redeem.errors.deviceId');
    expect(redeemTargetRule('=1+1', '')).toBeUndefined();
  });
});

describe('a refusal of redeeming', () => {
  it('says at the code that it was used, is unknown, is locked, or cannot be redeemed', () => {
    expect(redeemFailure(refusal(20005))).toEqual({ at: 'code', key: 'redeem.errors.used' });
    expect(redeemFailure(refusal(130085))).toEqual({ at: 'code', key: 'redeem.errors.unknown' });
    expect(redeemFailure(refusal(150004))).toEqual({ at: 'code', key: 'redeem.errors.unknown' });
    expect(redeemFailure(refusal(4001, { field: 'code', reason: 'UNKNOWN' }))).toEqual({ at: 'code', key: 'redeem.errors.unknown' });
    expect(redeemFailure(refusal(4050, { field: 'code', reason: 'LOCKED' }))).toEqual({ at: 'code', key: 'redeem.errors.locked' });
    expect(redeemFailure(refusal(4001))).toEqual({ at: 'code', key: 'redeem.errors.invalid' });
  });

  it('says at the account that it does not exist, is needed, or is wrong', () => {
    expect(redeemFailure(refusal(130026))).toEqual({ at: 'target', key: 'redeem.errors.accountMissing' });
    expect(redeemFailure(refusal(4001, { field: 'target', rule: 'validation.required' }))).toEqual({ at: 'target', key: 'redeem.errors.targetRequired' });
    expect(redeemFailure(refusal(4001, { field: 'target' }))).toEqual({ at: 'target', key: 'redeem.errors.invalidTarget' });
  });

  it('says at the device that its id is not one, or that a licence of another brand or period runs; asks for its secret', () => {
    expect(redeemFailure(refusal(4001, { field: 'target', reason: 'DEVICE_ID' }))).toEqual({ at: 'target', key: 'redeem.errors.deviceId' });
    expect(redeemFailure(refusal(130066, { field: 'target' }))).toEqual({ at: 'target', key: 'redeem.errors.otherBrand' });
    expect(redeemFailure(refusal(130028, { field: 'target' }))).toEqual({ at: 'target', key: 'redeem.errors.otherPlan' });
    expect(redeemFailure(refusal(4001, { field: 'deviceSecret', rule: 'validation.required' }))).toEqual({
      at: 'deviceSecret',
      key: 'redeem.errors.secretRequired',
    });
    expect(redeemFailure(refusal(4001, { field: 'deviceSecret', reason: 'WRONG' }))).toEqual({ at: 'deviceSecret', key: 'redeem.errors.secretWrong' });
  });

  it('waits after too many tries, and says no answer or the server message otherwise', () => {
    expect(redeemFailure(refusal(140029))).toEqual({ at: 'wait' });
    expect(redeemFailure(new ApiError(0, 'offline'))).toEqual({ at: 'form', message: null });
    expect(redeemFailure(new TypeError('Failed to fetch'))).toEqual({ at: 'form', message: null });
    expect(redeemFailure(refusal(5043))).toEqual({ at: 'form', message: 'message 5043' });
  });
});
