// /order/paymentVouchers/:id: the vouchers I sent for an order, newest first, each with its state:
// waiting for the seller, confirmed with the amount received, or rejected with the seller's reason.
// Another voucher can be sent while the order still takes one.
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useQuery } from '@tanstack/react-query';
import type { Voucher } from '@panel/domain/contract/orders';
import { formatDate } from '@panel/domain/format';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { Refreshable } from '../../components/refreshable';
import { VoucherStatusTag } from '../../shared/orders/order-status-tag';
import { OrderLoaded } from './order-loaded';
import { orderDetailQuery, vouchersQuery } from './orders-api';
import { VoucherFacts } from './voucher-facts';
import styles from './orders.module.css';
import './locales';

function VoucherCard({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={styles.voucherCard}
      data-voucher={voucher.id}
      data-status={voucher.status}
      onClick={() => void navigate(`/order/voucherDetail/${voucher.id}`)}
    >
      <span className={styles.voucherHead}>
        <VoucherStatusTag status={voucher.status} />
        <span className={styles.muted}>{t('orders.vouchers.sentAt', { date: formatDate(voucher.createdAt) })}</span>
      </span>
      <VoucherFacts voucher={voucher} />
      <span className={styles.voucherFoot}>
        <span className={styles.muted}>{t('orders.vouchers.files', { count: voucher.files.length })}</span>
        <span className={styles.link}>
          {t('orders.vouchers.open')} <RightOutline aria-hidden="true" />
        </span>
      </span>
    </button>
  );
}

export default function PaymentVouchersScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const query = useQuery(vouchersQuery(id));
  const order = useQuery(orderDetailQuery(id)).data;
  const canSend = order?.actions.includes('UPLOAD_VOUCHER') ?? false;

  return (
    <LocalizedUi>
      <Page title={t('orders.vouchers.title')} backTo={`/payment/detail/${id}`}>
        <OrderLoaded query={query}>
          {(vouchers) => (
            <Refreshable onRefresh={() => query.refetch()}>
              {vouchers.length === 0 ? (
                <div className={styles.state}>
                  <ErrorBlock status="empty" title={t('orders.vouchers.emptyTitle')} description="" />
                </div>
              ) : (
                <div className={styles.vouchers}>
                  {vouchers.map((voucher) => (
                    <VoucherCard key={voucher.id} voucher={voucher} />
                  ))}
                </div>
              )}
              {canSend ? (
                <div className={styles.footer}>
                  <Button block color="primary" size="large" onClick={() => void navigate(`/voucherPayment/${id}`)}>
                    {t('orders.vouchers.sendAnother')}
                  </Button>
                </div>
              ) : null}
            </Refreshable>
          )}
        </OrderLoaded>
      </Page>
    </LocalizedUi>
  );
}
