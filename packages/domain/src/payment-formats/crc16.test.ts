import { describe, expect, it } from 'vitest';
import { crc16 } from './crc16';

describe('crc16', () => {
  it('gives the catalogue check value of CRC-16/CCITT-FALSE', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('starts from 0xFFFF with nothing xored out, so an empty text gives FFFF', () => {
    expect(crc16('')).toBe('FFFF');
  });

  it('answers four uppercase hex digits, leading zeros kept', () => {
    expect(crc16('A')).toBe('B915');
    expect(crc16('315')).toBe('003B');
  });

  it('reads the UTF-8 bytes of a text (é is C3 A9), not its UTF-16 unit (E9)', () => {
    expect(crc16('é')).toBe('7ACB');
  });
});
