// /me/profileSetting — the profile: the picture (chosen, uploaded, then saved), the nickname (its
// own screen) and the UID. Leaving with a picture not saved yet asks first.
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Toast from 'antd-mobile/es/components/toast';
import { UpdateProfileRequest } from '@panel/domain/contract/accounts';
import { UPLOAD_MIME } from '@panel/domain/contract/files';
import { CameraOutline } from 'antd-mobile-icons';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showFailure } from '../../components/api-failure';
import { domainResolver } from '../../components/form/domain-resolver';
import { useAppForm } from '../../components/form/use-app-form';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { initialsOf } from '../../components/profile-avatar';
import '../../lib/antd-react19';
import { cdnUrl, useCdnDomain, useCurrentUser, useSystemConfig } from '../../lib/boot-queries';
import { useUpdateProfile, useUploadAvatar } from './account-api';
import styles from './account.module.css';
import './locales';

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** The picture chosen and uploaded but not saved yet: its key (the form's value) and its address for the preview. */
type ProfileValues = { avatar: string };

const profileResolver = domainResolver<ProfileValues, unknown>(UpdateProfileRequest);

export default function ProfileSettingScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const domain = useCdnDomain();
  const { uploadMaxBytes } = useSystemConfig();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  // An empty avatar is the saved one; a picture chosen and uploaded makes the form dirty until saved.
  const form = useAppForm<ProfileValues, unknown>({ defaultValues: { avatar: '' }, resolver: profileResolver });
  const upload = useUploadAvatar();
  const save = useUpdateProfile();
  const [preview, setPreview] = useState<string | null>(null);
  const pending = form.formState.isDirty;
  const size = megabytes(uploadMaxBytes);
  const busy = upload.isPending || save.isPending;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again
    if (!file) return;
    if (!UPLOAD_MIME.image.includes(file.type)) {
      Toast.show({ content: t('account.profile.avatarType') });
      return;
    }
    if (file.size > uploadMaxBytes) {
      Toast.show({ content: t('account.profile.avatarTooLarge', { size }) });
      return;
    }
    // A failed upload was shown by the api client.
    upload.mutate(file, {
      onSuccess: (uploaded) => {
        setPreview(uploaded.url);
        form.setValue('avatar', uploaded.key, { shouldDirty: true });
      },
    });
  };

  const onSave = form.submitWith(() =>
    save.mutateAsync({ avatar: form.getValues('avatar') }).then(
      () => {
        form.reset({ avatar: '' });
        setPreview(null);
        Toast.show({ icon: 'success', content: t('account.profile.saved') });
      },
      (error: unknown) => showFailure(error),
    ),
  );

  const src = (pending ? preview : null) ?? cdnUrl(domain, user.avatar);
  return (
    <LocalizedUi>
      <Page title={t('account.profile.title')} backTo="/me">
        <section className={styles.avatarSection} aria-label={t('account.profile.avatarAlt')}>
          <label htmlFor={inputId} className={styles.avatarButton} aria-busy={upload.isPending}>
            {src ? (
              <img className={styles.avatarImage} src={src} alt={t('account.profile.avatarAlt')} />
            ) : (
              <span className={styles.avatarInitials} aria-hidden="true">
                {initialsOf(user.nickname) || '?'}
              </span>
            )}
            {upload.isPending ? <span className={styles.avatarOverlay}>{t('account.profile.uploading')}</span> : null}
          </label>
          <input
            ref={input}
            id={inputId}
            className="visually-hidden"
            type="file"
            accept={UPLOAD_MIME.image.join(',')}
            disabled={busy}
            aria-label={t('account.profile.changeAvatar')}
            onChange={onFile}
          />
          <button type="button" className={styles.avatarAction} disabled={busy} onClick={() => input.current?.click()}>
            <CameraOutline aria-hidden="true" /> {t('account.profile.changeAvatar')}
          </button>
          <p className={styles.avatarHint}>{t('account.profile.avatarHint', { size })}</p>
          {pending ? <p className={styles.pending}>{t('account.profile.pending')}</p> : null}
        </section>

        <List className={styles.list}>
          <List.Item extra={<span className={styles.value}>{user.nickname}</span>} onClick={() => void navigate('/me/nickNameSetting')}>
            {t('account.profile.nickname')}
          </List.Item>
          <List.Item extra={<span className={styles.value}>{user.uid}</span>}>{t('account.profile.uid')}</List.Item>
        </List>

        {pending ? (
          <div className={styles.actions}>
            <Button block color="primary" size="large" loading={save.isPending} loadingText={t('account.saving')} onClick={onSave}>
              {t('account.save')}
            </Button>
          </div>
        ) : null}
      </Page>
    </LocalizedUi>
  );
}
