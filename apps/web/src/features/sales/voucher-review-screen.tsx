// /sale/voucherOrderDetail/{id} (id: the voucher's): the seller reviews one payment voucher: its
// pictures in a viewer or its PDF to download (private files, fetched with the session), the amount
// the buyer reported, a warning when the same file was already sent on another order, and the
// order's amounts. While it waits, the seller confirms the amount received (prefilled with the
// reported amount or the due; above zero, at most the due) or rejects it with a reason.
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import { useQuery } from '@tanstack/react-query';
import type { VoucherDetailResponse } from '@panel/domain/contract/orders';
import { formatDate } from '@panel/domain/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { moneyText } from '../../shared/money/money-amount';
import { OrderAmounts } from '../../shared/orders/order-amounts';
import { OrderStatusTag, VoucherStatusTag } from '../../shared/orders/order-status-tag';
import { VoucherFiles } from '../../shared/orders/voucher-files';
import { ReceivedAmountSheet, RejectVoucherSheet } from './sale-actions';
import { SalePage } from './sale-page';
import { saleVoucherQuery } from './sales-api';
import styles from './sales.module.css';
import './locales';

type Sheet = 'confirm' | 'reject' | null;

function VoucherReview({ voucher }: { voucher: VoucherDetailResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [sheet, setSheet] = useState<Sheet>(null);
  const { order } = voucher;
  const waiting = voucher.status === 'WAITING';

  return (
    <div className={styles.detail}>
      {voucher.reused ? <NoticeBar className={styles.notice} color="alert" wrap content={t('sales.voucher.reused')} data-testid="voucher-reused" /> : null}

      <List className={styles.section}>
        <List.Item extra={<VoucherStatusTag status={voucher.status} />}>{t('sales.voucher.status')}</List.Item>
        <List.Item extra={formatDate(voucher.createdAt)}>{t('sales.voucher.sentAt')}</List.Item>
        <List.Item
          extra={<span data-testid="voucher-amount">{voucher.amount ? moneyText(voucher.amount, voucher.currency) : t('sales.voucher.notReported')}</span>}
        >
          {t('sales.voucher.reportedAmount')}
        </List.Item>
        {voucher.receivedAmount ? (
          <List.Item extra={<span data-testid="voucher-received">{moneyText(voucher.receivedAmount, voucher.currency)}</span>}>
            {t('sales.voucher.receivedAmount')}
          </List.Item>
        ) : null}
        {voucher.rejectReason ? (
          <List.Item
            description={
              <span className={styles.reason} data-testid="voucher-reason">
                {voucher.rejectReason}
              </span>
            }
          >
            {t('sales.voucher.rejectReason')}
          </List.Item>
        ) : null}
        {voucher.decidedAt ? <List.Item extra={formatDate(voucher.decidedAt)}>{t('sales.voucher.decidedAt')}</List.Item> : null}
      </List>

      <section className={styles.card} aria-labelledby="voucher-files">
        <h3 id="voucher-files" className={styles.cardTitle}>
          {t('sales.voucher.files')}
        </h3>
        {voucher.files.length > 0 ? <VoucherFiles files={voucher.files} /> : <p className={styles.muted}>{t('sales.voucher.noFiles')}</p>}
      </section>

      <OrderAmounts order={order} header={t('sales.voucher.order')} className={styles.section}>
        <List.Item extra={<OrderStatusTag status={order.status} />} description={order.buyer.nickname || order.buyer.uid}>
          {order.orderNo}
        </List.Item>
        <List.Item arrowIcon onClick={() => void navigate(`/sale/orderDetail/${order.id}`)}>
          {t('sales.voucher.viewOrder')}
        </List.Item>
      </OrderAmounts>

      {waiting ? (
        <div className={styles.actionBar}>
          <p className={styles.actionHint}>{t('sales.voucher.waiting')}</p>
          <div className={styles.actionPair}>
            <Button block size="large" color="danger" fill="outline" onClick={() => setSheet('reject')}>
              {t('sales.voucher.reject')}
            </Button>
            <Button block size="large" color="primary" onClick={() => setSheet('confirm')}>
              {t('sales.voucher.confirm')}
            </Button>
          </div>
        </div>
      ) : null}

      {sheet === 'confirm' ? <ReceivedAmountSheet voucher={{ id: voucher.id, amount: voucher.amount }} order={order} onClose={() => setSheet(null)} /> : null}
      {sheet === 'reject' ? <RejectVoucherSheet voucherId={voucher.id} onClose={() => setSheet(null)} /> : null}
    </div>
  );
}

export default function VoucherReviewScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const voucher = useQuery(saleVoucherQuery(id));
  return (
    <SalePage title={t('sales.voucher.title')} backTo="/sale/orderList" query={voucher}>
      {(data) => <VoucherReview voucher={data} />}
    </SalePage>
  );
}
