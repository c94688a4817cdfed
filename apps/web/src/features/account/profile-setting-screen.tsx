// /me/profileSetting — the profile: the picture (chosen, uploaded, then saved), the nickname (its
// own screen) and the UID. Leaving with a picture not saved yet asks first.
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Toast from 'antd-mobile/es/components/toast';
import { useQueryClient } from '@tanstack/react-query';
import { UPLOAD_MIME } from '@panel/domain/contract/files';
import { CameraOutline } from 'antd-mobile-icons';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { initialsOf } from '../../components/profile-avatar';
import '../../lib/antd-react19';
import { cdnUrl, currentUserQuery, useCdnDomain, useCurrentUser, useSystemConfig } from '../../lib/boot-queries';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { updateProfile, uploadAvatar } from './account-api';
import styles from './account.module.css';
import './locales';

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** The picture chosen and uploaded but not saved yet: its key, and its address for the preview. */
type PendingAvatar = { key: string; url: string };

export default function ProfileSettingScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const domain = useCdnDomain();
  const { uploadMaxBytes } = useSystemConfig();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<PendingAvatar | null>(null);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const size = megabytes(uploadMaxBytes);
  useUnsavedChanges(pending !== null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
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
    setUploading(true);
    try {
      const uploaded = await uploadAvatar(file);
      setPending({ key: uploaded.key, url: uploaded.url });
    } catch {
      // the api client has shown the reason
    } finally {
      setUploading(false);
    }
  };

  const onSave = async () => {
    if (!pending || saving) return;
    setSaving(true);
    try {
      const saved = await updateProfile({ avatar: pending.key });
      queryClient.setQueryData(currentUserQuery.queryKey, (current) => (current ? { ...current, avatar: saved.avatar, nickname: saved.nickname } : current));
      setPending(null);
      Toast.show({ icon: 'success', content: t('account.profile.saved') });
    } catch {
      // the api client has shown the reason
    } finally {
      setSaving(false);
    }
  };

  const src = pending?.url ?? cdnUrl(domain, user.avatar);
  return (
    <LocalizedUi>
      <Page title={t('account.profile.title')} backTo="/me">
        <section className={styles.avatarSection} aria-label={t('account.profile.avatarAlt')}>
          <label htmlFor={inputId} className={styles.avatarButton} aria-busy={uploading}>
            {src ? (
              <img className={styles.avatarImage} src={src} alt={t('account.profile.avatarAlt')} />
            ) : (
              <span className={styles.avatarInitials} aria-hidden="true">
                {initialsOf(user.nickname) || '?'}
              </span>
            )}
            {uploading ? <span className={styles.avatarOverlay}>{t('account.profile.uploading')}</span> : null}
          </label>
          <input
            ref={input}
            id={inputId}
            className="visually-hidden"
            type="file"
            accept={UPLOAD_MIME.image.join(',')}
            disabled={uploading || saving}
            aria-label={t('account.profile.changeAvatar')}
            onChange={(event) => void onFile(event)}
          />
          <button type="button" className={styles.avatarAction} disabled={uploading || saving} onClick={() => input.current?.click()}>
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
            <Button block color="primary" size="large" loading={saving} loadingText={t('account.saving')} onClick={() => void onSave()}>
              {t('account.save')}
            </Button>
          </div>
        ) : null}
      </Page>
    </LocalizedUi>
  );
}
