// A round picture that is changed in one step: tap, choose a photo, and it is made smaller,
// uploaded and saved, with a bar that shows each stage; the chosen photo shows at once.
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import Toast from 'antd-mobile/es/components/toast';
import { UPLOAD_MIME } from '@panel/domain/contract/files';
import CameraOutline from 'antd-mobile-icons/es/CameraOutline';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '../lib/antd-react19';
import { cdnUrl, useCdnDomain, useSystemConfig } from '../lib/boot-queries';
import { uploadImage, type ImageKind, type UploadStage } from '../lib/upload-image';
import { notify } from './notify';
import { initialsOf } from './profile-avatar';
import { notifyUploadFailure } from './use-upload-image';
import './avatar-upload.css';
import './media-texts';

type Stage = UploadStage | 'saving';
const PERCENT: Record<Stage, number> = { shrinking: 15, uploading: 55, saving: 90 };

type AvatarUploadProps = {
  kind: ImageKind;
  /** The saved picture's key or address. */
  picture: string | null | undefined;
  name: string;
  alt: string;
  /** Saves the uploaded picture's key; a refusal is shown by the caller (or the api client). */
  save: (key: string) => Promise<unknown>;
  size?: number;
};

export function AvatarUpload({ kind, picture, name, alt, save, size = 96 }: AvatarUploadProps) {
  const { t } = useTranslation();
  const domain = useCdnDomain();
  const { uploadMaxBytes } = useSystemConfig();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [stage, setStage] = useState<Stage | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again
    if (!file) return;
    if (!UPLOAD_MIME.image.includes(file.type)) {
      notify(t('media.notPicture'));
      return;
    }
    setPreview(URL.createObjectURL(file));
    try {
      const uploaded = await uploadImage(kind, file, { maxBytes: uploadMaxBytes, onStage: setStage });
      setStage('saving');
      await save(uploaded.key);
      Toast.show({ icon: 'success', content: t('media.saved') });
    } catch (error) {
      notifyUploadFailure(error, uploadMaxBytes);
    } finally {
      setStage(null);
      setPreview(null);
    }
  };

  const busy = stage !== null;
  const src = preview ?? cdnUrl(domain, picture);
  return (
    <section className="avatar-upload" aria-label={alt}>
      <label htmlFor={inputId} className="avatar-upload__picture" style={{ width: size, height: size }} aria-busy={busy}>
        {src ? (
          <img className="avatar-upload__image" src={src} alt={alt} />
        ) : (
          <span className="avatar-upload__initials" style={{ fontSize: Math.round(size * 0.36) }} aria-hidden="true">
            {initialsOf(name) || '?'}
          </span>
        )}
        <span className="avatar-upload__badge" aria-hidden="true">
          <CameraOutline />
        </span>
      </label>
      <input
        ref={input}
        id={inputId}
        className="visually-hidden"
        type="file"
        accept={UPLOAD_MIME.image.join(',')}
        disabled={busy}
        aria-label={t('media.changePicture')}
        onChange={(event) => void onFile(event)}
      />
      {busy ? (
        <div className="avatar-upload__progress" role="status" aria-live="polite">
          <ProgressBar percent={PERCENT[stage]} style={{ '--track-width': '6px' }} />
          <span>{t(`media.${stage}`)}</span>
        </div>
      ) : (
        <button type="button" className="avatar-upload__action" onClick={() => input.current?.click()}>
          <CameraOutline aria-hidden="true" /> {t('media.changePicture')}
        </button>
      )}
      <p className="avatar-upload__hint">{t('media.pictureHint')}</p>
    </section>
  );
}
