import { describe, expect, it } from 'vitest';
import { buildLabel } from './build-info';

describe('the build line of about', () => {
  it('names the commit and the build time, or just the commit when the time is unknown', () => {
    expect(buildLabel({ version: '1.0.0', commit: 'a1b2c3d', builtAt: '2026/11/23 01:45:00' })).toBe('a1b2c3d · 2026/11/23 01:45:00 UTC');
    expect(buildLabel({ version: 'dev', commit: 'dev', builtAt: '' })).toBe('dev');
  });
});
