// /order/voucherDetail/:id: one voucher I sent: its state (waiting, confirmed with the amount
// received, rejected with the reason), when it was sent and decided, its pictures in a viewer or
// its PDF to download, and the order it pays.
import List from 'antd-mobile/es/components/list';
import { useQuery } from '@tanstack/react-query';
import type { VoucherDetailResponse } from '@panel/domain/contract/orders';
import { formatDate } from '@panel/domain/format';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { VoucherStatusTag } from '../../shared/orders/order-status-tag';
import { OrderRow } from '../../shared/orders/order-row';
import { VoucherFiles } from '../../shared/orders/voucher-files';
import { OrderLoaded } from './order-loaded';
import { voucherDetailQuery } from './orders-api';
import { VoucherFacts } from './voucher-facts';
import styles from './orders.module.css';
import './locales';

function VoucherDetail({ voucher }: { voucher: VoucherDetailResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <List className={styles.section}>
        <List.Item extra={<VoucherStatusTag status={voucher.status} />}>{t('orders.voucherDetail.status')}</List.Item>
        <List.Item extra={formatDate(voucher.createdAt)}>{t('orders.voucherDetail.sentAt')}</List.Item>
        {voucher.decidedAt ? <List.Item extra={formatDate(voucher.decidedAt)}>{t('orders.voucherDetail.decidedAt')}</List.Item> : null}
        <List.Item>
          <VoucherFacts voucher={voucher} />
        </List.Item>
      </List>
      <List header={t('orders.voucherDetail.files')} className={styles.section}>
        <List.Item>{voucher.files.length > 0 ? <VoucherFiles files={voucher.files} /> : t('orders.voucherDetail.noFiles')}</List.Item>
      </List>
      <List header={t('orders.voucherDetail.order')} className={styles.section} />
      <OrderRow order={voucher.order} party="store" onOpen={() => void navigate(`/payment/detail/${voucher.orderId}`)} />
    </>
  );
}

export default function VoucherDetailScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery(voucherDetailQuery(id));
  return (
    <LocalizedUi>
      <Page title={t('orders.voucherDetail.title')} backTo={query.data ? `/order/paymentVouchers/${query.data.orderId}` : '/order'}>
        <OrderLoaded query={query}>{(voucher) => <VoucherDetail voucher={voucher} />}</OrderLoaded>
      </Page>
    </LocalizedUi>
  );
}
