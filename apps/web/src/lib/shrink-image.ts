// Pictures are made small enough in the browser before they are uploaded: a phone's photo (often
// 4000 px and 5 to 12 MB) is drawn on a canvas with its longest side at most 2048 px and encoded
// at quality 0.85, then smaller and coarser until it fits the server's limit. A picture with
// transparent pixels stays a PNG (or becomes a WebP, which keeps them) instead of a JPEG; anything
// else (a PDF) is sent as it is.

/** The picture types the browser can read and write again. */
export const SHRINKABLE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

export const MAX_SIDE = 2048;
export const QUALITY = 0.85;
/** How many smaller and coarser tries before giving up. */
const ATTEMPTS = 6;

/** The picture could not be made small enough (or could not be read). */
export class ImageTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The picture cannot be made smaller than ${maxBytes} bytes`);
    this.name = 'ImageTooLargeError';
  }
}

/** A decoded picture: its size, whether any pixel is see-through, and a way to encode it at another size. */
export type DecodedImage = {
  width: number;
  height: number;
  hasTransparency(): boolean;
  /** The picture drawn at width x height and encoded; the blob's type is what the browser could write. */
  encode(width: number, height: number, type: string, quality: number): Promise<Blob>;
  close(): void;
};

export type ImageCodec = { decode(file: Blob): Promise<DecodedImage> };

/** width x height scaled down (never up) so the longest side is at most maxSide. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Whether a file of this type and size can be uploaded under maxBytes (as it is, or after shrinking). */
export function fitsOrShrinks(file: { type: string; size: number }, maxBytes: number): boolean {
  return file.size <= maxBytes || SHRINKABLE_TYPES.includes(file.type);
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

function renamed(name: string, type: string): string {
  const extension = EXTENSIONS[type] ?? 'jpg';
  const base = name.replace(/\.[^./\\]*$/, '') || 'picture';
  return `${base}.${extension}`;
}

/**
 * The file to upload: itself when it is not a picture, or a picture already within maxBytes and
 * MAX_SIDE; else the picture redrawn smaller. Throws ImageTooLargeError when it cannot fit.
 */
export async function shrinkImage(file: File, maxBytes: number, codec: ImageCodec = canvasCodec): Promise<File> {
  if (!SHRINKABLE_TYPES.includes(file.type)) {
    if (file.size > maxBytes) throw new ImageTooLargeError(maxBytes);
    return file;
  }
  let image: DecodedImage;
  try {
    image = await codec.decode(file);
  } catch {
    // A picture the browser cannot read (e.g. a HEIC named .jpg): sent as it is if it fits.
    if (file.size > maxBytes) throw new ImageTooLargeError(maxBytes);
    return file;
  }
  try {
    const target = fitWithin(image.width, image.height, MAX_SIDE);
    if (file.size <= maxBytes && target.width === image.width && target.height === image.height) return file;
    // Transparency matters only for a type that can hold it; a PNG without see-through pixels becomes a JPEG.
    const transparent = file.type !== 'image/jpeg' && image.hasTransparency();
    const types = transparent ? ['image/webp', 'image/png'] : ['image/jpeg'];
    let { width, height } = target;
    let quality = QUALITY;
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      for (const type of types) {
        const blob = await image.encode(width, height, type, quality);
        // A browser that cannot write WebP answers a PNG; without transparency it must not be one.
        const written = blob.type || type;
        if (transparent ? written !== 'image/png' && written !== 'image/webp' : written !== 'image/jpeg') continue;
        if (blob.size <= maxBytes) return new File([blob], renamed(file.name, written), { type: written, lastModified: file.lastModified });
      }
      ({ width, height } = fitWithin(width, height, Math.round(Math.max(width, height) * 0.75)));
      quality = Math.max(0.6, quality - 0.05);
    }
    throw new ImageTooLargeError(maxBytes);
  } finally {
    image.close();
  }
}

/** Decoding and encoding with the browser: createImageBitmap (turned upright by its EXIF) and a canvas. */
export const canvasCodec: ImageCodec = {
  async decode(file) {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const canvasOf = (width: number, height: number) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2d canvas');
      return { canvas, context };
    };
    return {
      width: bitmap.width,
      height: bitmap.height,
      hasTransparency() {
        // Looked at on a small copy: enough to see a transparent background or corner.
        const { width, height } = fitWithin(bitmap.width, bitmap.height, 256);
        const { context } = canvasOf(width, height);
        context.drawImage(bitmap, 0, 0, width, height);
        const pixels = context.getImageData(0, 0, width, height).data;
        for (let index = 3; index < pixels.length; index += 4) if (pixels[index]! < 255) return true;
        return false;
      },
      encode(width, height, type, quality) {
        const { canvas, context } = canvasOf(width, height);
        context.imageSmoothingQuality = 'high';
        if (type === 'image/jpeg') {
          // JPEG has no transparency: a white background rather than black.
          context.fillStyle = '#fff';
          context.fillRect(0, 0, width, height);
        }
        context.drawImage(bitmap, 0, 0, width, height);
        return new Promise<Blob>((resolve, reject) =>
          canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded'))), type, quality),
        );
      },
      close: () => bitmap.close(),
    };
  },
};
