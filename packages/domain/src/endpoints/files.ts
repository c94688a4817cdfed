// Stored files: the address public pictures are served from, uploading a picture or a voucher,
// and downloading a private file with the session.
import type { DownloadRequest, UploadParams, UploadResponse } from '../contract/files';
import type { CdnDomainResponse } from '../contract/system';
import { ERROR_CODES as E } from '../errors';
import { endpoint } from './endpoint';

export const filesEndpoints = {
  cdnDomain: endpoint<{ response: typeof CdnDomainResponse }>({
    method: 'GET',
    path: '/api-auth/s3/cdn/domain',
    access: 'public',
    summary: "The base address of public pictures: a stored file's key after it is its address.",
  }),
  // The body is the multipart file itself, read (and its size limited) in the handler.
  upload: endpoint<{ params: typeof UploadParams; response: typeof UploadResponse }>({
    method: 'POST',
    path: '/api-auth/s3/upload/:type/:source',
    access: 'user',
    body: 'multipart',
    summary: 'Stores one uploaded file (the multipart field `file`): its key to save with a form, and its address when it is public.',
    errors: [E.IMAGE_UPLOAD_FAILED, E.REQUIRED_FIELDS_MISSING, E.PARAM_ERROR],
  }),
  download: endpoint<{ body: typeof DownloadRequest; response: false }>({
    method: 'POST',
    path: '/api-auth/s3/download',
    access: 'user',
    summary: 'A private file (a voucher) by its key, for its owner or the one who reviews it.',
    errors: [E.PARAM_ERROR],
  }),
};
