// Me: who is logged in, the operator's screens (the operator only), the VCoin balance, the account screens, the store and follow screens, the store's orders
// (sellers), the language and the appearance (light, dark or the system's), the invite link (with share and QR code), about and terms, and logging out.
import Avatar from 'antd-mobile/es/components/avatar';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AccountEntryList } from './account-entries';
import { FollowEntryList } from '../../shared/follows/follow-entries';
import { InviteLinkCard } from './invite-link-card';
import { SalesEntryList } from './sales-entry';
import { WalletEntryList } from '../../shared/wallet/wallet-entry';
import { OpsEntryList } from '../../shared/ops/ops-entry';
import { LanguagePicker } from '../../components/language-picker';
import { AppearancePicker } from './appearance-picker';
import { Page } from '../../components/page';
import '../../lib/antd-react19';
import { cdnUrl, useCdnDomain, useCurrentUser } from '../../lib/boot-queries';
import { useLogOut } from './me-api';
import styles from './me-screen.module.css';

/** Up to two initials of a nickname, for the avatar placeholder. */
function initials(nickname: string): string {
  const words = nickname.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('');
}

export default function MeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const cdnDomain = useCdnDomain();
  const logOut = useLogOut();
  const role = user.roles[0]?.code;

  const onLogOut = async () => {
    // The dialog's code (and its animations) loads on the first tap, not with the screen.
    const { default: Dialog } = await import('antd-mobile/es/components/dialog');
    const confirmed = await Dialog.confirm({
      content: t('me.logoutConfirm'),
      confirmText: t('me.logout'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    logOut.mutate(undefined, { onSettled: () => void navigate('/login', { replace: true }) });
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
            {/* The UID is the store's (spec: store information), the one buyers find the store by and its settings show. */}
            {t('me.uid')}: <span data-testid="me-uid">{user.store?.uid ?? user.uid}</span>
          </p>
          <Tag color="primary" fill="outline" round>
            {role ? t(`roles.${role}`) : t('roles.none')}
          </Tag>
        </div>
      </section>

      <OpsEntryList className={styles.list} />

      <WalletEntryList className={styles.list} />

      <AccountEntryList className={styles.list} />

      <FollowEntryList className={styles.list} />

      <SalesEntryList className={styles.list} />

      <List header={t('me.settings')} className={styles.list}>
        <List.Item title={t('language.label')}>
          <LanguagePicker />
        </List.Item>
        <List.Item title={t('appearance.label')}>
          <AppearancePicker />
        </List.Item>
      </List>

      <InviteLinkCard className={styles.list} />

      <List className={styles.list}>
        <List.Item onClick={() => void navigate('/about')}>{t('me.about')}</List.Item>
        <List.Item onClick={() => void navigate('/termsOfUse')}>{t('me.terms')}</List.Item>
      </List>

      <div className={styles.logout}>
        <Button block color="danger" fill="outline" size="large" loading={logOut.isPending} onClick={() => void onLogOut()}>
          {t('me.logout')}
        </Button>
      </div>
    </Page>
  );
}
