// Image uploads (spec section 7): POST /api-auth/s3/upload/image/{kind} with the multipart field
// `file`; the answer is the key to save with the form and the address to preview it. Pictures are
// shrunk in the browser first (shrink-image.ts) so a phone's photo fits the server's limit.
import type { UploadSource, UploadType } from '@panel/domain/contract/files';
import { filesEndpoints } from '@panel/domain/endpoints/files';
import { api } from './api-client';
import { shrinkImage } from './shrink-image';

export type ImageKind = 'avatar' | 'store' | 'product';

/** Where an upload is: the picture being made smaller, then sent. */
export type UploadStage = 'shrinking' | 'uploading';

export type UploadOptions = { maxBytes: number; signal?: AbortSignal; hide?: boolean; onStage?: (stage: UploadStage) => void };

/** Uploads a file as `params` says (its type and what it is for): a picture shrunk to fit maxBytes first, anything else (a PDF) as it is. */
export async function uploadFile(params: { type: UploadType; source: UploadSource }, file: File, { maxBytes, signal, hide, onStage }: UploadOptions) {
  onStage?.('shrinking');
  const body = new FormData();
  body.append('file', await shrinkImage(file, maxBytes));
  onStage?.('uploading');
  return api.call(filesEndpoints.upload, { params, formData: body, signal, hide });
}

export function uploadImage(kind: ImageKind, file: File, options: UploadOptions) {
  return uploadFile({ type: 'image', source: kind }, file, options);
}
