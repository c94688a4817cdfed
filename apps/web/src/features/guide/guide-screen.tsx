// /guide — the quick-start guide (spec section 1): step one, follow a store and buy from the mall;
// step two, list products and invite resellers or sell to clients. Each step says whether it is
// done and leads to where it is done; step two also to the seller guide (/home/sellGuide). It opens
// right after sign-up, with the tab bar; home and me open it again.
import Button from 'antd-mobile/es/components/button';
import { useQuery } from '@tanstack/react-query';
import CheckCircleFill from 'antd-mobile-icons/es/CheckCircleFill';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { showFailure } from '../../components/api-failure';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { guideInfoQuery } from '../../shared/accounts/guide-query';
import { useConfirmGuide } from './guide-api';
import styles from './guide-screen.module.css';
import './locales';

const STEP_PATHS = { FOLLOW_AND_BUY: '/following/search', LIST_AND_INVITE: '/setting/store' } as const;

type WelcomeState = { welcome?: boolean; followed?: string };

export default function GuideScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const welcome = (useLocation().state ?? {}) as WelcomeState;
  const info = useQuery({ ...guideInfoQuery, staleTime: 0 });
  const confirm = useConfirmGuide();

  const onConfirm = () => confirm.mutate(undefined, { onSuccess: () => void navigate('/home', { replace: true }), onError: (error) => showFailure(error) });

  let body;
  if (info.isPending) body = <PageLoading />;
  else if (info.isError) body = <PageError error={info.error} onRetry={() => void info.refetch()} retrying={info.isFetching} />;
  else {
    const steps = info.data.steps;
    const current = steps.find((step) => !step.done);
    body = (
      <div className={styles.content}>
        {welcome.welcome ? (
          <div className={styles.welcome} role="status">
            <strong>{t('guide.welcome')}</strong>
            {welcome.followed ? <span>{t('guide.followed', { store: welcome.followed })}</span> : null}
          </div>
        ) : null}
        <p className={styles.intro}>{t('guide.intro')}</p>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.key} className={step.done ? `${styles.step} ${styles.stepDone}` : styles.step} aria-current={step === current ? 'step' : undefined}>
              <div className={styles.stepHead}>
                <span className={styles.mark} aria-hidden="true">
                  {step.done ? <CheckCircleFill /> : index + 1}
                </span>
                <span className={styles.stepLabel}>
                  {t('guide.stepLabel', { number: index + 1 })}
                  {step.done ? ` · ${t('guide.done')}` : ''}
                </span>
              </div>
              <h2 className={styles.stepTitle}>{t(`guide.steps.${step.key}.title`)}</h2>
              <p className={styles.stepText}>{t(`guide.steps.${step.key}.text`)}</p>
              <div className={styles.stepActions}>
                {step.done ? null : (
                  <Button size="small" color="primary" fill={step === current ? 'solid' : 'outline'} onClick={() => void navigate(STEP_PATHS[step.key])}>
                    {t(`guide.steps.${step.key}.action`)}
                  </Button>
                )}
                {step.key === 'LIST_AND_INVITE' ? (
                  <Button size="small" color="primary" fill="none" onClick={() => void navigate('/home/sellGuide')}>
                    {t('guide.sellGuide')}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
        <div className={styles.actions}>
          {info.data.show ? (
            <Button block color="primary" size="large" loading={confirm.isPending} loadingText={t('guide.confirming')} onClick={onConfirm}>
              {t('guide.confirm')}
            </Button>
          ) : (
            <>
              <Button block color="primary" fill="outline" size="large" onClick={() => void navigate('/home')}>
                {t('guide.backHome')}
              </Button>
              <p className={styles.note}>{t('guide.confirmedNote')}</p>
            </>
          )}
        </div>
      </div>
    );
  }
  return (
    <Page title={t('guide.title')} backTo="/home">
      {body}
    </Page>
  );
}
