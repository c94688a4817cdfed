// Files only their owner and the order's other party may read (payment vouchers): fetched as blobs
// through POST /api-auth/s3/download {key} with the session, never through the public CDN address.
import { queryOptions } from '@tanstack/react-query';
import { filesEndpoints } from '@panel/domain/endpoints/files';
import { api } from '../../lib/api-client';

/** POST /api-auth/s3/download: the file behind `key` as a blob; quiet (the screen shows what failed). */
export function downloadPrivateFile(key: string, signal?: AbortSignal): Promise<Blob> {
  // The table types no JSON answer for a file; asked as a blob, the answer is one.
  return api.call(filesEndpoints.download, { body: { key }, responseType: 'blob', signal, hide: true }) as Promise<Blob>;
}

/** A blob as a data: address (an <img> or the image viewer can show it; nothing to revoke). */
export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(blob);
  });
}

/** A private picture as a data: address, kept while the session lasts (a key's file never changes). */
export const privateImageQuery = (key: string) =>
  queryOptions({
    queryKey: ['s3', 'download', key],
    queryFn: async ({ signal }) => blobToDataUrl(await downloadPrivateFile(key, signal)),
    staleTime: Infinity,
    retry: 1,
  });

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the blob by the next tasks; the address is freed a little later.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** The name a stored file is saved under: the last part of its key, with the extension of its type. */
export function downloadName(key: string, contentType: string): string {
  const base = key.split('/').pop() || 'voucher';
  const extension = contentType === 'application/pdf' ? '.pdf' : '';
  return extension && !base.toLowerCase().endsWith(extension) ? `${base}${extension}` : base;
}
