// About: the product, its version and build (written in by the build), and where to get help.
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../components/page';
import { useSystemConfig } from '../../lib/boot-queries';
import styles from './about-screen.module.css';
import { BUILD_INFO, buildLabel } from './build-info';

export default function AboutScreen() {
  const { t } = useTranslation();
  const { supportEmail } = useSystemConfig();
  const navigate = useNavigate();
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
        <List.Item
          extra={<span data-testid="app-version">{BUILD_INFO.version}</span>}
          description={<span data-testid="app-build">{buildLabel(BUILD_INFO)}</span>}
        >
          {t('about.version')}
        </List.Item>
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
        <List.Item arrow description={t('about.apiReferenceHint')} onClick={() => void navigate('/developers')}>
          {t('about.apiReference')}
        </List.Item>
      </List>
    </Page>
  );
}
