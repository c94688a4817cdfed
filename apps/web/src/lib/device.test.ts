import { STORAGE_KEYS } from '@panel/domain/constants';
import { beforeEach, describe, expect, it } from 'vitest';
import { fingerprintId, getCaptchaClientId, getDeviceId, getFingerUuid, randomUuid } from './device';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => localStorage.clear());

describe('device identity', () => {
  it('creates each id once and keeps it in localStorage', () => {
    const device = getDeviceId();
    const finger = getFingerUuid();
    const captcha = getCaptchaClientId();
    expect(localStorage.getItem(STORAGE_KEYS.deviceId)).toBe(device);
    expect(localStorage.getItem(STORAGE_KEYS.fingerUuid)).toBe(finger);
    expect(localStorage.getItem(STORAGE_KEYS.captchaClientId)).toBe(captcha);
    expect(getDeviceId()).toBe(device);
    expect(getFingerUuid()).toBe(finger);
    expect(getCaptchaClientId()).toBe(captcha);
    expect(new Set([device, finger, captcha]).size).toBe(3);
  });

  it('reuses ids stored earlier', () => {
    localStorage.setItem(STORAGE_KEYS.deviceId, 'stored-device');
    localStorage.setItem(STORAGE_KEYS.fingerUuid, 'stored-finger');
    expect(getDeviceId()).toBe('stored-device');
    expect(fingerprintId('hash')).toBe('hashstored-finger');
  });

  it('makes random version 4 UUIDs, also without crypto.randomUUID (plain http)', () => {
    expect(getFingerUuid()).toMatch(UUID_V4);
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const made = new Set(Array.from({ length: 50 }, randomUuid));
      expect(made.size).toBe(50);
      for (const id of made) expect(id).toMatch(UUID_V4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
