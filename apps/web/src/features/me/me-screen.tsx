// Me: who is logged in, the language, the invite link, about and terms, and logging out.
import Avatar from 'antd-mobile/es/components/avatar';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import Toast from 'antd-mobile/es/components/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguagePicker } from '../../components/language-picker';
import { Page } from '../../components/page';
import '../../lib/antd-react19';
import { cdnUrl, useCdnDomain, useCurrentUser, useInviteLink } from '../../lib/boot-queries';
import { copyText, logOut } from './me-api';
import styles from './me-screen.module.css';

/** Up to two initials of a nickname, for the avatar placeholder. */
function initials(nickname: string): string {
  const words = nickname.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('');
}

function InviteLinkItem() {
  const { t } = useTranslation();
  const invite = useInviteLink();
  if (invite.data) {
    const onCopy = async () => {
      const copied = await copyText(invite.data);
      Toast.show({ content: copied ? t('common.copied') : t('common.copyFailed') });
    };
    return (
      <List.Item
        title={t('me.inviteLink')}
        description={t('me.inviteLinkHint')}
        extra={
          <Button size="small" color="primary" fill="outline" onClick={() => void onCopy()}>
            {t('common.copy')}
          </Button>
        }
      >
        <span className={styles.link}>{invite.data}</span>
      </List.Item>
    );
  }
  if (invite.isFetching) return <List.Item title={t('me.inviteLink')}>{t('me.inviteLinkLoading')}</List.Item>;
  return null; // a failed load is only logged (spec section 8)
}

export default function MeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const cdnDomain = useCdnDomain();
  const [loggingOut, setLoggingOut] = useState(false);
  const role = user.roles[0]?.code;

  const onLogOut = async () => {
    const confirmed = await Dialog.confirm({
      content: t('me.logoutConfirm'),
      confirmText: t('me.logout'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    setLoggingOut(true);
    await logOut();
    void navigate('/login', { replace: true });
  };

  return (
    <Page title={t('me.title')}>
      <section className={styles.profile} aria-label={user.nickname}>
        <Avatar
          className={styles.avatar}
          src={cdnUrl(cdnDomain, user.avatar) ?? ''}
          alt={t('me.avatarAlt', { name: user.nickname })}
          fallback={
            <span className={styles.initials} aria-hidden="true">
              {initials(user.nickname)}
            </span>
          }
        />
        <div className={styles.identity}>
          <h2 className={styles.nickname}>{user.nickname}</h2>
          <p className={styles.uid}>
            {t('me.uid')}: <span>{user.uid}</span>
          </p>
          <Tag color="primary" fill="outline" round>
            {role ? t(`roles.${role}`) : t('roles.none')}
          </Tag>
        </div>
      </section>

      <List header={t('me.settings')} className={styles.list}>
        <List.Item title={t('language.label')}>
          <LanguagePicker />
        </List.Item>
        <InviteLinkItem />
      </List>

      <List className={styles.list}>
        <List.Item onClick={() => void navigate('/about')}>{t('me.about')}</List.Item>
        <List.Item onClick={() => void navigate('/termsOfUse')}>{t('me.terms')}</List.Item>
      </List>

      <div className={styles.logout}>
        <Button block color="danger" fill="outline" size="large" loading={loggingOut} onClick={() => void onLogOut()}>
          {t('me.logout')}
        </Button>
      </div>
    </Page>
  );
}
