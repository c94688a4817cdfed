// About: the product, its version and where to get help.
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { version } from '../../../package.json';
import { Page } from '../../components/page';
import { useSystemConfig } from '../../lib/boot-queries';
import styles from './about-screen.module.css';

export default function AboutScreen() {
  const { t } = useTranslation();
  const { supportEmail } = useSystemConfig();
  return (
    <Page title={t('about.title')} backTo="/me">
      <section className={styles.hero}>
        <span className={styles.mark} aria-hidden="true">
          RP
        </span>
        <h2 className={styles.name}>{t('app.name')}</h2>
        <p className={styles.description}>{t('about.description')}</p>
      </section>
      <List>
        <List.Item extra={<span data-testid="app-version">{version}</span>}>{t('about.version')}</List.Item>
        <List.Item
          extra={
            supportEmail ? (
              <a className={styles.email} href={`mailto:${supportEmail}`}>
                {supportEmail}
              </a>
            ) : (
              t('common.notSet')
            )
          }
        >
          {t('about.supportEmail')}
        </List.Item>
      </List>
    </Page>
  );
}
