// Uploading one file of a voucher: POST /api-auth/s3/upload/document/voucher (multipart field
// `file`), a picture (made smaller when too large) or a PDF; answers its key. Quiet: the field says
// which file failed.
import { useMutation } from '@tanstack/react-query';
import { useSystemConfig } from '../../lib/boot-queries';
import { uploadFile } from '../../lib/upload-image';

export function useUploadVoucherFile() {
  const { uploadMaxBytes } = useSystemConfig();
  return useMutation({
    mutationFn: ({ file, signal }: { file: File; signal?: AbortSignal }) =>
      uploadFile({ type: 'document', source: 'voucher' }, file, { maxBytes: uploadMaxBytes, signal, hide: true }),
  });
}
