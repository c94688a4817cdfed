// Image uploads (spec section 7): POST /api-auth/s3/upload/image/{kind} with the multipart field
// `file`; the answer is the key to save with the form and the address to preview it. Pictures are
// shrunk in the browser first (shrink-image.ts) so a phone's photo fits the server's limit.
import type { UploadResponse } from '@panel/domain/contract/files';
import { api } from './api-client';
import { shrinkImage } from './shrink-image';

export type ImageKind = 'avatar' | 'store' | 'product';

/** Where an upload is: the picture being made smaller, then sent. */
export type UploadStage = 'shrinking' | 'uploading';

export type UploadOptions = { maxBytes: number; signal?: AbortSignal; hide?: boolean; onStage?: (stage: UploadStage) => void };

/** Uploads a file to path: a picture shrunk to fit maxBytes first, anything else (a PDF) as it is. */
export async function uploadFile(path: string, file: File, { maxBytes, signal, hide, onStage }: UploadOptions): Promise<UploadResponse> {
  onStage?.('shrinking');
  const body = new FormData();
  body.append('file', await shrinkImage(file, maxBytes));
  onStage?.('uploading');
  return api.post<UploadResponse>(path, { formData: body, signal, hide });
}

export function uploadImage(kind: ImageKind, file: File, options: UploadOptions): Promise<UploadResponse> {
  return uploadFile(`/api-auth/s3/upload/image/${kind}`, file, options);
}
