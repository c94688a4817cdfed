// Image uploads (spec section 7): POST /api-auth/s3/upload/image/{kind} with the multipart field
// `file`; the answer is the key to save with the form and the address to preview it.
import type { UploadResponse } from '@panel/domain/contract/files';
import { api } from './api-client';

export type ImageKind = 'avatar' | 'store' | 'product';

export function uploadImage(kind: ImageKind, file: File): Promise<UploadResponse> {
  const body = new FormData();
  body.append('file', file);
  return api.post<UploadResponse>(`/api-auth/s3/upload/image/${kind}`, { formData: body });
}
