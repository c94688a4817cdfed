// Home: who is logged in (nickname, role, store) and the to-do list, refreshed by pulling down.
import ErrorBlock from 'antd-mobile/es/components/error-block';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { currentUserQuery, useCurrentUser } from '../../lib/boot-queries';
import styles from './home-screen.module.css';

export default function HomeScreen() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const role = user.roles[0]?.code;

  return (
    <Page title={t('home.title')}>
      <PullToRefresh
        onRefresh={() => queryClient.refetchQueries({ queryKey: currentUserQuery.queryKey })}
        pullingText={t('home.pull.pulling')}
        canReleaseText={t('home.pull.canRelease')}
        refreshingText={t('home.pull.refreshing')}
        completeText={t('home.pull.complete')}
      >
        <div className={styles.content}>
          <section className={styles.welcome} aria-labelledby="home-greeting">
            <h2 id="home-greeting" className={styles.greeting}>
              {t('home.greeting', { name: user.nickname })}
            </h2>
            <dl className={styles.facts}>
              <div>
                <dt>{t('home.role')}</dt>
                <dd>{role ? t(`roles.${role}`) : t('roles.none')}</dd>
              </div>
              <div>
                <dt>{t('home.store')}</dt>
                <dd>{user.store?.name || t('home.noStore')}</dd>
              </div>
            </dl>
          </section>

          <section className={styles.todo} aria-labelledby="home-todo">
            <h3 id="home-todo" className={styles.sectionTitle}>
              {t('home.todoTitle')}
            </h3>
            {/* The to-do calls are not in the spec yet: the list is empty until they are. */}
            <ErrorBlock status="empty" title={t('home.nothingToDo')} description={t('home.nothingToDoHint')} />
          </section>
        </div>
      </PullToRefresh>
    </Page>
  );
}
