// Any unknown path: says so and offers the way home.
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styles from './not-found-screen.module.css';

export default function NotFoundScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className={styles.screen}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <ErrorBlock status="empty" title={<h1 className={styles.title}>{t('notFound.title')}</h1>} description={t('notFound.description')} />
      <Button color="primary" size="large" className={styles.home} onClick={() => void navigate('/home', { replace: true })}>
        {t('notFound.goHome')}
      </Button>
    </main>
  );
}
