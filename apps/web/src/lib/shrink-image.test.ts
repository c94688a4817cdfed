import { describe, expect, it } from 'vitest';
import { fitsOrShrinks, fitWithin, ImageTooLargeError, MAX_SIDE, shrinkImage, type DecodedImage, type ImageCodec } from './shrink-image';

const MB = 1024 * 1024;

type Encoded = { width: number; height: number; type: string; quality: number };

/** A fake picture: encoding writes `bytesPerPixel` bytes a pixel (times the quality) in `writes` (the type it can write). */
function fakeCodec(image: { width: number; height: number; transparent?: boolean }, bytesPerPixel: number, writes: (type: string) => string = (type) => type) {
  const encoded: Encoded[] = [];
  let closed = false;
  const codec: ImageCodec = {
    decode: async (): Promise<DecodedImage> => ({
      width: image.width,
      height: image.height,
      hasTransparency: () => image.transparent ?? false,
      encode: async (width, height, type, quality) => {
        encoded.push({ width, height, type, quality });
        return new Blob([new Uint8Array(Math.round(width * height * bytesPerPixel * quality))], { type: writes(type) });
      },
      close: () => void (closed = true),
    }),
  };
  return { codec, encoded, closed: () => closed };
}

const photo = (size: number, type = 'image/jpeg', name = 'IMG_0001.HEIC.jpg') => new File([new Uint8Array(size)], name, { type });

describe('fitWithin', () => {
  it('scales the longest side down to the limit, keeping the shape, and never up', () => {
    expect(fitWithin(4032, 3024, 2048)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(3024, 4032, 2048)).toEqual({ width: 1536, height: 2048 });
    expect(fitWithin(800, 600, 2048)).toEqual({ width: 800, height: 600 });
  });
});

describe('fitsOrShrinks', () => {
  it('takes any picture the browser can redraw, and other files only within the limit', () => {
    expect(fitsOrShrinks({ type: 'image/jpeg', size: 12 * MB }, 5 * MB)).toBe(true);
    expect(fitsOrShrinks({ type: 'application/pdf', size: 6 * MB }, 5 * MB)).toBe(false);
    expect(fitsOrShrinks({ type: 'application/pdf', size: 4 * MB }, 5 * MB)).toBe(true);
  });
});

describe('shrinkImage', () => {
  it('redraws a 12 MB phone photo at 2048 px as a JPEG of quality 0.85 under the limit', async () => {
    const fake = fakeCodec({ width: 4032, height: 3024 }, 0.5);
    const file = await shrinkImage(photo(12 * MB), 5 * MB, fake.codec);
    expect(fake.encoded).toEqual([{ width: MAX_SIDE, height: 1536, type: 'image/jpeg', quality: 0.85 }]);
    expect(file.type).toBe('image/jpeg');
    expect(file.name).toBe('IMG_0001.HEIC.jpg');
    expect(file.size).toBeLessThanOrEqual(5 * MB);
    expect(fake.closed()).toBe(true);
  });

  it('sends a small picture as it is', async () => {
    const fake = fakeCodec({ width: 1200, height: 900 }, 0.5);
    const original = photo(300_000);
    expect(await shrinkImage(original, 5 * MB, fake.codec)).toBe(original);
    expect(fake.encoded).toEqual([]);
  });

  it('goes smaller and coarser until the picture fits', async () => {
    const fake = fakeCodec({ width: 4000, height: 4000 }, 1.2);
    const file = await shrinkImage(photo(9 * MB), 2 * MB, fake.codec);
    expect(file.size).toBeLessThanOrEqual(2 * MB);
    expect(fake.encoded.length).toBeGreaterThan(1);
    expect(fake.encoded[1]!.width).toBeLessThan(fake.encoded[0]!.width);
    expect(fake.encoded[1]!.quality).toBeLessThan(0.85);
  });

  it('keeps transparency: a see-through PNG becomes a WebP (or a PNG where WebP cannot be written), never a JPEG', async () => {
    const webp = fakeCodec({ width: 3000, height: 3000, transparent: true }, 0.3);
    expect((await shrinkImage(photo(8 * MB, 'image/png', 'logo.png'), 5 * MB, webp.codec)).type).toBe('image/webp');
    const noWebp = fakeCodec({ width: 3000, height: 3000, transparent: true }, 0.3, (type) => (type === 'image/webp' ? 'image/png' : type));
    const png = await shrinkImage(photo(8 * MB, 'image/png', 'logo.png'), 5 * MB, noWebp.codec);
    expect(png.type).toBe('image/png');
    expect(png.name).toBe('logo.png');
    expect(noWebp.encoded.some((entry) => entry.type === 'image/jpeg')).toBe(false);
  });

  it('turns an opaque PNG screenshot into a JPEG', async () => {
    const fake = fakeCodec({ width: 2400, height: 1080 }, 0.5);
    expect((await shrinkImage(photo(7 * MB, 'image/png', 'shot.png'), 5 * MB, fake.codec)).type).toBe('image/jpeg');
  });

  it('says so when the picture cannot be made small enough', async () => {
    const fake = fakeCodec({ width: 4000, height: 4000 }, 50);
    await expect(shrinkImage(photo(9 * MB), 1000, fake.codec)).rejects.toBeInstanceOf(ImageTooLargeError);
  });

  it('sends a PDF as it is, and refuses one over the limit', async () => {
    const fake = fakeCodec({ width: 1, height: 1 }, 1);
    const pdf = photo(2 * MB, 'application/pdf', 'voucher.pdf');
    expect(await shrinkImage(pdf, 5 * MB, fake.codec)).toBe(pdf);
    await expect(shrinkImage(photo(6 * MB, 'application/pdf', 'big.pdf'), 5 * MB, fake.codec)).rejects.toBeInstanceOf(ImageTooLargeError);
  });
});
