// /home/sellGuide: the seller's guide (spec section 1, quick start step two): list products, invite
// resellers, sell to clients, each step with the way to the screen where it is done. A store that is
// not set up yet (no seller role) is asked for its name and picture first. Reached from the
// quick-start guide.
import Button from 'antd-mobile/es/components/button';
import AddCircleOutline from 'antd-mobile-icons/es/AddCircleOutline';
import GiftOutline from 'antd-mobile-icons/es/GiftOutline';
import TeamOutline from 'antd-mobile-icons/es/TeamOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../components/page';
import { useIsSeller } from '../../shared/follows/follow-entries';
import styles from './sell-guide-screen.module.css';
import './locales';

/** The steps and where each is done: the seller's listings, the invite link on the store settings, the stock its codes come from. */
export const SELL_GUIDE_STEPS = [
  { key: 'LIST_PRODUCTS', path: '/productListing', Icon: AddCircleOutline },
  { key: 'INVITE_RESELLERS', path: '/setting/store#invite', Icon: TeamOutline },
  { key: 'SELL_TO_CLIENTS', path: '/stock', Icon: GiftOutline },
] as const;

export default function SellGuideScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isSeller = useIsSeller();
  return (
    <Page title={t('homeSellGuide.title')} backTo="/guide">
      <div className={styles.content}>
        <p className={styles.intro}>{t('homeSellGuide.intro')}</p>
        {isSeller ? null : (
          <div className={styles.setup} role="note">
            <p>{t('homeSellGuide.setupFirst')}</p>
            <Button color="primary" onClick={() => void navigate('/setting/store')}>
              {t('homeSellGuide.setupAction')}
            </Button>
          </div>
        )}
        <ol className={styles.steps}>
          {SELL_GUIDE_STEPS.map(({ key, path, Icon }, index) => (
            <li key={key} className={styles.step} data-step={key}>
              <div className={styles.stepHead}>
                <span className={styles.icon} aria-hidden="true">
                  <Icon />
                </span>
                <span className={styles.stepLabel}>{t('homeFollow.stepLabel', { number: index + 1 })}</span>
              </div>
              <h2 className={styles.stepTitle}>{t(`homeSellGuide.steps.${key}.title`)}</h2>
              <p className={styles.stepText}>{t(`homeSellGuide.steps.${key}.text`)}</p>
              <Button color="primary" fill={isSeller ? 'solid' : 'outline'} onClick={() => void navigate(path)}>
                {t(`homeSellGuide.steps.${key}.action`)}
              </Button>
            </li>
          ))}
        </ol>
      </div>
    </Page>
  );
}
