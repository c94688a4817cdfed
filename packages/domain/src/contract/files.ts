import { z } from 'zod';

/** What an upload may be used for: the `{type}` of the upload path. */
export const UPLOAD_TYPES = ['image', 'document'] as const;
/** Where an upload is shown: the `{source}` of the upload path. Public sources are served by the CDN. */
export const UPLOAD_SOURCES = ['avatar', 'store', 'product', 'voucher'] as const;
export const PUBLIC_UPLOAD_SOURCES: readonly UploadSource[] = ['avatar', 'store', 'product'];
export type UploadType = (typeof UPLOAD_TYPES)[number];
export type UploadSource = (typeof UPLOAD_SOURCES)[number];

/** Content types accepted for each upload type, recognised by the file's content. */
export const UPLOAD_MIME: Record<UploadType, readonly string[]> = {
  image: ['image/jpeg', 'image/png', 'image/webp'],
  document: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
};

export const UploadParams = z.object({ type: z.enum(UPLOAD_TYPES), source: z.enum(UPLOAD_SOURCES) });

/**
 * POST /api-auth/s3/upload/{type}/{source}. `url` is the file's CDN address for a public source,
 * and null for a private one (a voucher: the CDN never serves it; whoever may see it fetches it by
 * its key with POST /api-auth/s3/download).
 */
export const UploadResponse = z.object({
  key: z.string(),
  url: z.string().nullable(),
  contentType: z.string(),
  size: z.number().int(),
});
export type UploadResponse = z.infer<typeof UploadResponse>;

/** POST /api-auth/s3/download: the file comes back as a blob. */
export const DownloadRequest = z.object({ key: z.string().min(1).max(200) });
