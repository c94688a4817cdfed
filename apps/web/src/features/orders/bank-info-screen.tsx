// /bankInfo/:id: where to send the money of an offline order: the payment reference to write on the
// transfer, the amount due and the pay-by deadline, and each of the seller's bank accounts. Every
// field can be copied. 21008 (the seller has no account) says so plainly, with the store's contacts
// right there to reach the seller, and a way back.
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import { useQuery } from '@tanstack/react-query';
import type { BankInfoResponse, PaymentAccount } from '@panel/domain/contract/orders';
import { ERROR_CODES } from '@panel/domain/errors';
import { formatDate } from '@panel/domain/format';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { moneyText } from '../../shared/money/money-amount';
import { storeDetailQuery } from '../../shared/follows/follow-queries';
import { StoreContactList } from '../../shared/follows/store-contact-list';
import { CopyButton } from '../../shared/orders/copy-text';
import { PayWithin } from '../../shared/orders/pay-within';
import { OrderLoaded } from './order-loaded';
import { bankInfoQuery, orderDetailQuery } from './orders-api';
import styles from './orders.module.css';
import './locales';

const ACCOUNT_FIELDS = [
  'recipientBank',
  'bankAddress',
  'recipientName',
  'recipientAddress',
  'recipientAccount',
  'swiftCode',
  'bankCode',
  'branchCode',
] as const;

type CopyRowProps = { label: string; text: string; copy?: string; hint?: string; testId?: string; strong?: boolean };

/** A field as a row: its name above, the value, and its copy button at the end of the row. */
function CopyRow({ label, text, copy, hint, testId, strong }: CopyRowProps) {
  return (
    <List.Item title={label} description={hint} extra={<CopyButton text={copy ?? text} label={label} />}>
      <span className={strong ? `${styles.copyValue} ${styles.strong}` : styles.copyValue} data-testid={testId}>
        {text}
      </span>
    </List.Item>
  );
}

function Account({ account, number }: { account: PaymentAccount; number: number }) {
  const { t } = useTranslation();
  return (
    <List
      header={
        <span className={styles.accountHeader}>
          {t('orders.bank.account', { number })}
          {account.hongKongLocal ? <Tag fill="outline">{t('orders.bank.hongKongLocal')}</Tag> : null}
        </span>
      }
      className={styles.section}
      data-testid="bank-account"
    >
      {ACCOUNT_FIELDS.filter((field) => account[field]).map((field) => (
        <CopyRow key={field} label={t(`orders.bank.field.${field}`)} text={account[field]!} />
      ))}
    </List>
  );
}

function BankInfo({ info }: { info: BankInfoResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const due = moneyText(info.dueAmount, info.currency);
  return (
    <>
      <List className={styles.section}>
        <CopyRow label={t('orders.bank.reference')} text={info.reference} hint={t('orders.bank.referenceHint')} testId="payment-reference" strong />
        <CopyRow label={t('orders.bank.due')} text={due} copy={info.dueAmount} testId="bank-due" strong />
        {info.payBy ? (
          <List.Item title={t('orders.bank.payBy')} description={<PayWithin payBy={info.payBy} />}>
            {formatDate(info.payBy)}
          </List.Item>
        ) : null}
      </List>
      {info.accounts.map((account, index) => (
        <Account key={account.id} account={account} number={index + 1} />
      ))}
      <div className={styles.footer}>
        <Button block color="primary" size="large" onClick={() => void navigate(`/voucherPayment/${info.orderId}`)}>
          {t('orders.bank.uploadVoucher')}
        </Button>
      </div>
    </>
  );
}

/** The contacts of the order's store, to reach the seller about where to pay; nothing while they load or to a buyer the store blocked. */
function SellerContacts({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const storeId = useQuery(orderDetailQuery(orderId)).data?.store.id;
  const store = useQuery({ ...storeDetailQuery(storeId ?? ''), enabled: Boolean(storeId) }).data;
  if (!store?.contacts) return null;
  return <StoreContactList contacts={store.contacts} header={t('orders.bank.contactSeller', { store: store.name })} className={styles.stateContacts} />;
}

export default function BankInfoScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const query = useQuery(bankInfoQuery(id));
  return (
    <LocalizedUi>
      <Page title={t('orders.bank.title')} backTo={`/payment/detail/${id}`}>
        <OrderLoaded
          query={query}
          states={{
            [ERROR_CODES.PAYMENT_ACCOUNT_UNAVAILABLE]: (error) => (
              <div className={styles.state} role="alert" data-testid="bank-unavailable">
                <ErrorBlock status="default" title={t('orders.bank.unavailableTitle')} description={error.message} />
                <SellerContacts orderId={id} />
                <Button color="primary" fill="outline" className={styles.tall} onClick={() => void navigate(`/payment/detail/${id}`)}>
                  {t('orders.success.viewOrder')}
                </Button>
              </div>
            ),
          }}
        >
          {(info) => <BankInfo info={info} />}
        </OrderLoaded>
      </Page>
    </LocalizedUi>
  );
}
