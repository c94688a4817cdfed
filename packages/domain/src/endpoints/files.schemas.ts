import { DownloadRequest, UploadParams, UploadResponse } from '../contract/files';
import { CdnDomainResponse } from '../contract/system';
import { bindSchemas } from './endpoint';
import { filesEndpoints } from './files';

export const filesSchemas = bindSchemas(filesEndpoints, {
  cdnDomain: { response: CdnDomainResponse },
  upload: { params: UploadParams, response: UploadResponse },
  download: { body: DownloadRequest, response: false },
});
