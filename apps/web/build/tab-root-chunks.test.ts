import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { chunkCycles } from './tab-root-chunks';

/** A bundle of chunks named by their static imports. */
const bundleOf = (imports: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(imports).map(([fileName, names]) => [fileName, { type: 'chunk', fileName, imports: names }]),
  ) as unknown as Rolldown.OutputBundle;

describe('chunkCycles', () => {
  it('finds chunks that import each other, directly or through others', () => {
    expect(chunkCycles(bundleOf({ 'a.js': ['b.js'], 'b.js': ['a.js'] }))).toEqual(['a.js', 'b.js', 'a.js']);
    expect(chunkCycles(bundleOf({ 'entry.js': ['a.js'], 'a.js': ['b.js'], 'b.js': ['c.js'], 'c.js': ['a.js'] }))).toEqual(['a.js', 'b.js', 'c.js', 'a.js']);
  });

  it('answers nothing for shared imports without a circle (a diamond), and skips assets', () => {
    const bundle = bundleOf({ 'entry.js': ['a.js', 'b.js'], 'a.js': ['shared.js'], 'b.js': ['shared.js'], 'shared.js': [] });
    (bundle as Record<string, unknown>)['style.css'] = { type: 'asset', fileName: 'style.css' };
    expect(chunkCycles(bundle)).toBeUndefined();
  });
});
