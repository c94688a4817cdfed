import { STORAGE_KEYS } from '@panel/domain/constants';
import { beforeEach, describe, expect, it } from 'vitest';
import { browserTraits, fingerprintHash, fingerprintId, getCaptchaClientId, getDeviceId, getFingerprintId, getFingerUuid, randomUuid } from './device';

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

describe('fingerprint id', () => {
  const traits = ['Mozilla/. (Linux; Android ) Chrome/.', 'pt-BR', 'Linux armv8l', '8', '4', '5', '915x412x24', 'America/Sao_Paulo'];

  it('hashes the same traits to the same 16 hex digits, and other traits to another hash', () => {
    const hash = fingerprintHash(traits);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(fingerprintHash([...traits])).toBe(hash);
    expect(fingerprintHash(traits.with(1, 'en-US'))).not.toBe(hash);
    expect(fingerprintHash(['ab', 'c'])).not.toBe(fingerprintHash(['a', 'bc']));
  });

  it('does not change when the browser updates (version numbers are left out)', () => {
    const before = navigator.userAgent;
    try {
      Object.defineProperty(navigator, 'userAgent', { value: 'Mozilla/5.0 Chrome/120.0.1 Safari/537.36', configurable: true });
      const first = fingerprintHash(browserTraits());
      Object.defineProperty(navigator, 'userAgent', { value: 'Mozilla/5.0 Chrome/121.0.7 Safari/537.36', configurable: true });
      expect(fingerprintHash(browserTraits())).toBe(first);
    } finally {
      Object.defineProperty(navigator, 'userAgent', { value: before, configurable: true });
    }
  });

  it('is the hash followed by the finger UUID, stable for this browser and new for another one', () => {
    const id = getFingerprintId();
    expect(id).toBe(`${fingerprintHash(browserTraits())}${getFingerUuid()}`);
    expect(id.length).toBeLessThanOrEqual(200);
    expect(getFingerprintId()).toBe(id);
    // Another browser (or a cleared one): same traits, another finger UUID.
    localStorage.setItem(STORAGE_KEYS.fingerUuid, randomUuid());
    expect(getFingerprintId()).not.toBe(id);
    expect(getFingerprintId().slice(0, 16)).toBe(id.slice(0, 16));
  });
});
