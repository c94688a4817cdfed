// The upload of a picture from a screen: made smaller to the server's limit first, and a picture that
// cannot be made small enough said so (the server's refusals are shown by the api client).
import { useMutation } from '@tanstack/react-query';
import { useSystemConfig } from '../lib/boot-queries';
import { i18n } from '../lib/i18n';
import { ImageTooLargeError } from '../lib/shrink-image';
import { uploadImage, type ImageKind } from '../lib/upload-image';
import { notify } from './notify';
import './media-texts';

/** The size limit in megabytes with one decimal, for messages. */
export const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** Says why a picture could not be uploaded when it is not the server's refusal (which the api client shows). */
export function notifyUploadFailure(error: unknown, maxBytes: number): void {
  if (error instanceof ImageTooLargeError) notify(i18n.t('media.tooLarge', { size: megabytes(maxBytes) }));
}

/** The upload of one kind of picture, to the server's limit. */
export function useUploadImage(kind: ImageKind) {
  const { uploadMaxBytes } = useSystemConfig();
  return useMutation({
    mutationFn: (file: File) => uploadImage(kind, file, { maxBytes: uploadMaxBytes }),
    onError: (error) => notifyUploadFailure(error, uploadMaxBytes),
  });
}
