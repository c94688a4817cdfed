// /me/profileSetting — the profile: the picture (chosen, made smaller, uploaded and saved in one
// step), the nickname (its own screen) and the UID.
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showFailure } from '../../components/api-failure';
import { AvatarUpload } from '../../components/avatar-upload';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { useCurrentUser } from '../../lib/boot-queries';
import { useUpdateProfile } from './account-api';
import styles from './account.module.css';
import './locales';

export default function ProfileSettingScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const save = useUpdateProfile();

  return (
    <LocalizedUi>
      <Page title={t('account.profile.title')} backTo="/me">
        <AvatarUpload
          kind="avatar"
          picture={user.avatar}
          name={user.nickname}
          alt={t('account.profile.avatarAlt')}
          save={(avatar) =>
            save.mutateAsync({ avatar }).catch((error: unknown) => {
              showFailure(error);
              throw error;
            })
          }
        />
        <List className={styles.list}>
          <List.Item extra={<span className={styles.value}>{user.nickname}</span>} onClick={() => void navigate('/me/nickNameSetting')}>
            {t('account.profile.nickname')}
          </List.Item>
          <List.Item extra={<span className={styles.value}>{user.uid}</span>}>{t('account.profile.uid')}</List.Item>
        </List>
      </Page>
    </LocalizedUi>
  );
}
