// Home's to-dos (orders waiting for my payment, vouchers waiting for my review, follow requests
// waiting for my answer, my own request waiting) and the quick-start step I am on (spec section 1: step one, follow a store and buy from the mall; step two, list
// products and invite resellers or sell to clients).
import Badge from 'antd-mobile/es/components/badge';
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useQuery } from '@tanstack/react-query';
import type { GuideInfoResponse } from '@panel/domain/contract/accounts';
import BankcardOutline from 'antd-mobile-icons/es/BankcardOutline';
import CheckCircleOutline from 'antd-mobile-icons/es/CheckCircleOutline';
import ClockCircleOutline from 'antd-mobile-icons/es/ClockCircleOutline';
import { CoinIcon, ReceiptIcon } from '../../components/coin-icon';
import QuestionCircleOutline from 'antd-mobile-icons/es/QuestionCircleOutline';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import TeamOutline from 'antd-mobile-icons/es/TeamOutline';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SkeletonRows } from '../../components/page-loading';
import { useIsSeller } from '../../shared/follows/follow-entries';
import { followStatisticsQuery } from '../../shared/follows/follow-queries';
import { orderTodoQuery } from '../../shared/order-todos/order-todo-query';
import { BANK_ACCOUNTS_PATH } from '../../shared/payments/bank-accounts';
import { guideInfoQuery } from '../../shared/accounts/guide-query';
import { myPendingPreviewQuery, PREVIEW_SIZE, receivedPreviewQuery } from './home-api';
import styles from './home-screen.module.css';
import './locales';

export const QUICK_START_STEPS = ['FOLLOW_AND_BUY', 'LIST_AND_INVITE'] as const;
export type QuickStartStep = { key: (typeof QUICK_START_STEPS)[number]; done: boolean; path: string };

const STEP_PATHS: Record<QuickStartStep['key'], string> = { FOLLOW_AND_BUY: '/following/search', LIST_AND_INVITE: '/setting/store' };

/**
 * The quick-start steps home shows, as the server counts them (step two is done only once the
 * store is set up: name and picture), or none: before the guide's info is in, once both are done,
 * and for a seller whose own store is set up ("find a store" is not their next step).
 */
export function quickStartSteps(guide: GuideInfoResponse | null | undefined, isSeller: boolean): QuickStartStep[] {
  if (!guide || isSeller || guide.steps.every((step) => step.done)) return [];
  return guide.steps.map((step) => ({ key: step.key, done: step.done, path: STEP_PATHS[step.key] }));
}

type TodoItemProps = { icon: ReactNode; title: string; description: string; count?: number; onClick: () => void; testId: string };

function TodoItem({ icon, title, description, count, onClick, testId }: TodoItemProps) {
  return (
    <button type="button" className={styles.todoItem} onClick={onClick} data-testid={testId}>
      <span className={styles.todoIcon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.todoText}>
        <span className={styles.todoTitle}>{title}</span>
        <span className={styles.todoDescription}>{description}</span>
      </span>
      {count ? <Badge content={count} /> : null}
      <RightOutline className={styles.todoArrow} aria-hidden="true" />
    </button>
  );
}

/** Rows in the shape of what is coming while home's counts load: the sections below do not jump when they arrive. */
function LoadingRows({ rows }: { rows: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status" aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      <SkeletonRows rows={rows} />
    </div>
  );
}

/** Where the vouchers to review are: the store's orders waiting for the seller's confirmation. */
export const VOUCHERS_TO_REVIEW_PATH = '/sale/orderList?tab=IN_PROGRESS&status=CONFIRMINGPAYMENT';

/** Where the store's new orders are: waiting for their buyer's payment. */
export const STORE_ORDERS_WAITING_PAYMENT_PATH = '/sale/orderList?tab=IN_PROGRESS&status=WAITINGPAYMENT';

/** The to-do items, or "nothing to do". */
export function FollowTodos() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const statisticsQuery = useQuery(followStatisticsQuery);
  const ordersQuery = useQuery(orderTodoQuery);
  const statistics = statisticsQuery.data;
  const orders = ordersQuery.data;
  const pending = statistics?.pendingRequests ?? 0;
  const mine = statistics?.myPendingRequests ?? 0;
  const toPay = orders?.waitingPayment ?? 0;
  const toReview = orders?.vouchersToReview ?? 0;
  const storeUnpaid = orders?.storeOrdersWaitingPayment ?? 0;
  const topUps = orders?.topUpsToReview ?? 0;
  const offlineWithoutAccount = orders?.offlineListingsWithoutAccount ?? 0;
  const received = useQuery({ ...receivedPreviewQuery, enabled: pending > 0 }).data;
  const myRequest = useQuery({ ...myPendingPreviewQuery, enabled: mine > 0 }).data?.list[0];

  if (statisticsQuery.isPending || ordersQuery.isPending) return <LoadingRows rows={1} />;
  if (pending === 0 && mine === 0 && toPay === 0 && toReview === 0 && storeUnpaid === 0 && topUps === 0 && offlineWithoutAccount === 0) {
    return <ErrorBlock status="empty" title={t('home.nothingToDo')} description={t('home.nothingToDoHint')} />;
  }

  const names = (received?.list ?? []).map((request) => request.requester.nickname).slice(0, PREVIEW_SIZE);
  const more = pending - names.length;
  let from = '';
  if (names.length > 0) {
    from = more > 0 ? t('homeFollow.requestsFromMore', { names: names.join(', '), count: more }) : t('homeFollow.requestsFrom', { names: names.join(', ') });
  }
  return (
    <div className={styles.todoList}>
      {toReview > 0 ? (
        <TodoItem
          testId="todo-vouchers-to-review"
          icon={<ReceiptIcon />}
          title={t('homeOrders.vouchersToReview', { count: toReview })}
          description={t('homeOrders.vouchersToReviewHint')}
          count={toReview}
          onClick={() => void navigate(VOUCHERS_TO_REVIEW_PATH)}
        />
      ) : null}
      {topUps > 0 ? (
        <TodoItem
          testId="todo-top-ups-to-review"
          icon={<ReceiptIcon />}
          title={t('homeOrders.topUpsToReview', { count: topUps })}
          description={t('homeOrders.topUpsToReviewHint')}
          count={topUps}
          onClick={() => void navigate('/ops/topups')}
        />
      ) : null}
      {offlineWithoutAccount > 0 ? (
        <TodoItem
          testId="todo-offline-without-account"
          icon={<BankcardOutline />}
          title={t('homeOrders.offlineWithoutAccount', { count: offlineWithoutAccount })}
          description={t('homeOrders.offlineWithoutAccountHint')}
          count={offlineWithoutAccount}
          onClick={() => void navigate(BANK_ACCOUNTS_PATH)}
        />
      ) : null}
      {storeUnpaid > 0 ? (
        <TodoItem
          testId="todo-store-orders-waiting-payment"
          icon={<CoinIcon />}
          title={t('homeOrders.storeOrdersWaitingPayment', { count: storeUnpaid })}
          description={t('homeOrders.storeOrdersWaitingPaymentHint')}
          count={storeUnpaid}
          onClick={() => void navigate(STORE_ORDERS_WAITING_PAYMENT_PATH)}
        />
      ) : null}
      {toPay > 0 ? (
        <TodoItem
          testId="todo-waiting-payment"
          icon={<CoinIcon />}
          title={t('homeOrders.waitingPayment', { count: toPay })}
          description={t('homeOrders.waitingPaymentHint')}
          count={toPay}
          onClick={() => void navigate('/order')}
        />
      ) : null}
      {pending > 0 ? (
        <TodoItem
          testId="todo-follow-requests"
          icon={<TeamOutline />}
          title={t('homeFollow.requests', { count: pending })}
          description={from}
          count={pending}
          onClick={() => void navigate('/follower/requestList')}
        />
      ) : null}
      {mine > 0 ? (
        <TodoItem
          testId="todo-my-request"
          icon={<ClockCircleOutline />}
          title={t('homeFollow.myRequest')}
          description={myRequest?.store.name ? t('homeFollow.myRequestAt', { store: myRequest.store.name }) : t('homeFollow.myRequestPlain')}
          onClick={() => void navigate('/following/requestList')}
        />
      ) : null}
    </div>
  );
}

/** The quick-start steps while one is still to do, and the way to the guide (always there). */
export function QuickStart() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isSeller = useIsSeller();
  // Asked again on each visit: setting the store up or following one elsewhere changes the steps.
  const guide = useQuery({ ...guideInfoQuery, staleTime: 0 });
  const steps = quickStartSteps(guide.data, isSeller);
  const current = steps.find((step) => !step.done);
  return (
    <section className={styles.todo} aria-labelledby="home-quick-start">
      <h3 id="home-quick-start" className={styles.sectionTitle}>
        {t('homeFollow.quickStart')}
      </h3>
      {guide.isPending && !isSeller ? <LoadingRows rows={2} /> : null}
      {steps.length > 0 ? (
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.key} className={step.done ? `${styles.step} ${styles.stepDone}` : styles.step} aria-current={step === current ? 'step' : undefined}>
              <span className={styles.stepMark} aria-hidden="true">
                {step.done ? <CheckCircleOutline /> : index + 1}
              </span>
              <span className={styles.todoText}>
                <span className={styles.stepLabel}>
                  {t('homeFollow.stepLabel', { number: index + 1 })}
                  {step.done ? ` · ${t('homeFollow.stepDone')}` : ''}
                </span>
                <span className={styles.todoTitle}>{t(`homeFollow.steps.${step.key}`)}</span>
              </span>
              {step === current ? (
                <Button className={styles.stepAction} size="small" color="primary" onClick={() => void navigate(step.path)}>
                  {t(`homeFollow.stepActions.${step.key}`)}
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      <TodoItem
        testId="home-open-guide"
        icon={<QuestionCircleOutline />}
        title={t('homeFollow.guide')}
        description={t('homeFollow.guideHint')}
        onClick={() => void navigate('/guide')}
      />
    </section>
  );
}
