// Home: who is logged in (greeted by the name they gave, role, store), the to-do list (orders to pay, vouchers to review,
// follow requests to answer, my own request waiting), the quick-start step and the ways to the follow
// screens; refreshed by pulling down.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FollowShortcuts } from '../../shared/follows/follow-entries';
import { RechargeEntryList } from '../../shared/recharge/recharge-entry';
import { FOLLOWS_KEY } from '../../shared/follows/follow-queries';
import { ORDER_TODO_KEY } from '../../shared/order-todos/order-todo-query';
import { Page } from '../../components/page';
import { NotificationBell } from '../../shared/notifications/notification-bell';
import { Refreshable } from '../../components/refreshable';
import { currentUserQuery, useCurrentUser } from '../../lib/boot-queries';
import { guideInfoQuery } from '../../shared/accounts/guide-query';
import { FollowTodos, QuickStart } from './follow-todos';
import { HomeGreeting } from './home-greeting';
import styles from './home-screen.module.css';

export default function HomeScreen() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const role = user.roles[0]?.code;

  return (
    <Page title={t('home.title')} right={<NotificationBell />}>
      <Refreshable
        onRefresh={() =>
          Promise.all([
            queryClient.refetchQueries({ queryKey: currentUserQuery.queryKey }),
            queryClient.refetchQueries({ queryKey: FOLLOWS_KEY, type: 'active' }),
            queryClient.refetchQueries({ queryKey: ORDER_TODO_KEY, type: 'active' }),
            queryClient.refetchQueries({ queryKey: guideInfoQuery.queryKey, type: 'active' }),
          ])
        }
        texts={{
          pulling: t('home.pull.pulling'),
          canRelease: t('home.pull.canRelease'),
          refreshing: t('home.pull.refreshing'),
          complete: t('home.pull.complete'),
        }}
      >
        <div className={styles.content}>
          <section className={styles.welcome} aria-labelledby="home-greeting">
            <HomeGreeting user={user} id="home-greeting" />
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
            <FollowTodos />
          </section>

          <QuickStart />
          <FollowShortcuts />
          {user.store ? <RechargeEntryList /> : null}
        </div>
      </Refreshable>
    </Page>
  );
}
