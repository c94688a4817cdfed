import { describe, expect, it } from 'vitest';
import { codeChannel } from './contact-channels';

const info = { email: 'ana@example.com', phone: null, twoFactorEnabled: false, twoFactorChannel: null, paymentPasswordSet: false, rememberedDevices: 1 };

describe('where a code goes', () => {
  it('takes the chosen channel when the account has an address there, else the first that has one', () => {
    expect(codeChannel(info, undefined)).toBe('EMAIL');
    expect(codeChannel(info, 'PHONE')).toBe('EMAIL');
    expect(codeChannel({ ...info, phone: '+5511987654321' }, 'PHONE')).toBe('PHONE');
    expect(codeChannel({ ...info, email: null }, 'EMAIL')).toBeUndefined();
  });

  it('keeps the two-factor channel while two-factor is on', () => {
    const on = { ...info, phone: '+5511987654321', twoFactorEnabled: true, twoFactorChannel: 'PHONE' as const };
    expect(codeChannel(on, 'EMAIL')).toBe('PHONE');
  });
});
