// /ops/crypto-review: crypto transfers that matched no payment (a wrong chain, an amount no attempt
// waits for). Nothing is lost: each waits here until the operator credits it to the user it belongs
// to, as VCoin, by UID (POST /api/ops/crypto/review/{id}/credit with the submit's idempotency key:
// money-submit.ts). A transfer already credited shows to whom.
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { OpsCryptoReviewResponse } from '@panel/domain/contract/payments';
import { formatDate } from '@panel/domain/format';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ControlledField } from '../../components/form/controlled-field';
import { useAppForm } from '../../components/form/use-app-form';
import { ListRows } from '../../components/list-rows';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PagedList } from '../../components/paged-list';
import { useMoneySubmit } from './money-submit';
import { cryptoReviewQuery, useCreditReview } from './ops-payments-api';
import { creditResolver, type CreditValues } from './ops-payments-forms';
import { PaymentSheet } from './payment-sheet';
import { moneyShown } from './payments-parts';
import styles from './ops-payments.module.css';
import './locales';

type Review = OpsCryptoReviewResponse['list'][number];

function CreditSheet({ review, onClose }: { review: Review; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const credit = useCreditReview();
  const form = useAppForm<CreditValues, { uid: string }>({ defaultValues: { uid: '' }, resolver: creditResolver, guard: false });

  const send = useMoneySubmit(credit, form, onClose);
  const submit = form.submitWith((body) => send(review.id, body, { done: t('opsPay.review.done', { uid: body.uid }), changed: t('opsPay.review.changed') }));

  return (
    <PaymentSheet
      form={form}
      title={t('opsPay.review.creditTitle')}
      note={t('opsPay.review.creditWhat', { amount: moneyShown(review.amount, review.token), chain: review.chain })}
      pending={credit.isPending}
      moneyCall={credit}
      submitLabel={t('opsPay.review.submit')}
      submittingLabel={t('opsPay.review.submitting')}
      onSubmit={submit}
      onClose={onClose}
    >
      <ControlledField control={form.control} name="uid" id={`${id}uid`} label={t('opsPay.review.uidLabel')} hint={t('opsPay.review.uidHint')}>
        {(input) => <Input {...input} inputMode="numeric" autoComplete="off" maxLength={20} placeholder={t('opsPay.review.uidPlaceholder')} clearable />}
      </ControlledField>
    </PaymentSheet>
  );
}

function ReviewRow({ review, onCredit }: { review: Review; onCredit: () => void }) {
  const { t } = useTranslation();
  return (
    <List.Item
      data-testid="crypto-review-row"
      description={
        <span className={styles.rowMain}>
          <span className={`${styles.rowSub} ${styles.mono}`}>{t('opsPay.review.address', { address: review.address })}</span>
          <span className={`${styles.rowSub} ${styles.mono}`}>{t('opsPay.review.tx', { hash: review.txHash })}</span>
          <span className={styles.rowSub}>
            {t(`opsPay.transferStatus.${review.status}`)} · {formatDate(review.at)}
          </span>
          {review.resolvedTo ? (
            <span className={`${styles.rowSub} ${styles.ok}`}>{t('opsPay.review.resolved', { uid: review.resolvedTo })}</span>
          ) : (
            <span>
              <Button size="small" color="primary" fill="outline" onClick={onCredit}>
                {t('opsPay.review.credit')}
              </Button>
            </span>
          )}
        </span>
      }
    >
      <span className={styles.amount}>{moneyShown(review.amount, review.token)}</span> <span className={styles.rowSub}>· {review.chain}</span>
    </List.Item>
  );
}

export default function CryptoReviewScreen() {
  const { t } = useTranslation();
  const query = useInfiniteQuery(cryptoReviewQuery);
  const [crediting, setCrediting] = useState<Review | null>(null);

  return (
    <LocalizedUi>
      <Page title={t('opsPay.review.title')} backTo="/ops">
        <ListRows>
          <PagedList
            query={query}
            header={<p className={styles.intro}>{t('opsPay.review.intro')}</p>}
            renderItem={(review: Review) => <ReviewRow key={review.id} review={review} onCredit={() => setCrediting(review)} />}
            summary={(total) => t('opsPay.review.total', { count: total })}
            emptyTitle={t('opsPay.review.emptyTitle')}
            emptyDescription={t('opsPay.review.emptyText')}
          />
        </ListRows>
        {crediting ? <CreditSheet review={crediting} onClose={() => setCrediting(null)} /> : null}
      </Page>
    </LocalizedUi>
  );
}
