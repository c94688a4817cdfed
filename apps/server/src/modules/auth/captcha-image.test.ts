import { describe, expect, it } from 'vitest';
import { drawCaptcha } from './captcha-image';

const CHARS = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

describe('drawCaptcha', () => {
  it('draws every character of the login captcha as paths, one to three strokes each', () => {
    for (const char of CHARS) {
      const { text, svg } = drawCaptcha({ size: 1, chars: char });
      expect(text).toBe(char);
      const strokes = svg.match(/stroke-linecap/g)?.length ?? 0;
      expect(strokes, char).toBeGreaterThanOrEqual(1);
      expect(strokes, char).toBeLessThanOrEqual(3);
      expect(svg, char).not.toMatch(/NaN|undefined/);
    }
  });

  it('answers random characters and a picture of paths only, without the answer in it', () => {
    const answers = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const { text, svg } = drawCaptcha({ size: 4, chars: CHARS });
      answers.add(text);
      expect(text).toMatch(/^[2-9A-Z]{4}$/);
      expect(svg).toMatch(/^<svg [^>]*width="120" height="44"[^>]*><rect [^>]*\/>(<path d="[MLC0-9. -]+"[^>]*\/>)+<\/svg>$/);
      // Path data is numbers and the commands M, L and C, which can spell the answer by chance
      // ("15.5C46 32.9" holds "5C46"); the answer must appear nowhere else.
      expect(svg.replace(/ d="[^"]*"/g, '')).not.toContain(text);
    }
    expect(answers.size).toBeGreaterThan(290);
  });
});
