import { describe, expect, it } from 'vitest';
import { markGuideShown, shouldOpenGuide, wasGuideShown } from './guide-api';

const pending = { show: true, steps: [] };

describe('opening the guide', () => {
  it('opens for a pending account, once per tab and per user', () => {
    const storage = new Map<string, string>();
    const session = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) };
    expect(shouldOpenGuide(pending, wasGuideShown('u1', session))).toBe(true);
    markGuideShown('u1', session);
    expect(shouldOpenGuide(pending, wasGuideShown('u1', session))).toBe(false);
    expect(shouldOpenGuide(pending, wasGuideShown('u2', session))).toBe(true);
  });

  it('does not open once confirmed, or before the info is in', () => {
    expect(shouldOpenGuide({ show: false, steps: [] }, false)).toBe(false);
    expect(shouldOpenGuide(undefined, false)).toBe(false);
  });
});
