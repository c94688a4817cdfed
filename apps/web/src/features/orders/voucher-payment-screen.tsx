// /voucherPayment/:id: the proof of my bank transfer for an offline order: up to 9 pictures or one
// PDF, each uploaded as soon as it is chosen (POST /api-auth/s3/upload/document/voucher), previewed
// and removable before sending, and the amount paid (optional: positive, at most the order amount
// and the due balance). Sent with the submit's Idempotency-Key, the same key when the same voucher
// is sent again after no answer, so it is never recorded twice. A voucher the seller rejected says
// why, above the form.
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import { useQuery } from '@tanstack/react-query';
import type { OrderDetailResponse } from '@panel/domain/contract/orders';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { showFailure } from '../../components/api-failure';
import { OutcomeUnknown } from '../../components/outcome-unknown';
import { ControlledField } from '../../components/form/controlled-field';
import { domainResolver } from '../../components/form/domain-resolver';
import { useAppForm } from '../../components/form/use-app-form';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { useSystemConfig } from '../../lib/boot-queries';
import { currentLocale } from '../../lib/i18n';
import { moneyText } from '../../shared/money/money-amount';
import { amountForInput } from '@panel/domain/format';
import { PayWithin } from '../../shared/orders/pay-within';
import { VoucherDraftsField } from '../../shared/vouchers/voucher-drafts-field';
import { useUploadVoucherFile } from '../../shared/vouchers/voucher-upload';
import { OrderLoaded } from './order-loaded';
import { RejectedVoucherNotice } from './rejected-voucher';
import { orderDetailQuery, useSendVoucher } from './orders-api';
import { toVoucherRequest, voucherFilesRule, voucherRequestSchema, type VoucherDraft, type VoucherFormValues } from './voucher-form';
import styles from './orders.module.css';
import './locales';

function VoucherForm({ order }: { order: OrderDetailResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ids = { files: useId(), amount: useId() };
  const { uploadMaxBytes } = useSystemConfig();
  const resolver = useMemo(
    () =>
      domainResolver<VoucherFormValues, ReturnType<typeof toVoucherRequest>>(voucherRequestSchema(order), {
        toInput: toVoucherRequest,
        rules: (values) => ({ files: voucherFilesRule(values.files) }),
      }),
    [order],
  );
  const form = useAppForm<VoucherFormValues, ReturnType<typeof toVoucherRequest>>({ defaultValues: { files: [], amount: '' }, resolver });
  const upload = useUploadVoucherFile();
  const send = useSendVoucher();
  const files = form.watch('files');
  const uploading = files.some((file) => file.key === null);
  const money = (amount: string) => moneyText(amount, order.currency);

  /** Changes the files (by the latest values: uploads finish at any time) and checks them again once a submit was tried. */
  const updateFiles = (change: (files: VoucherDraft[]) => VoucherDraft[]) =>
    form.setValue('files', change(form.getValues('files')), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const onSubmit = form.submitWith((body) => {
    if (send.isPending) return;
    void send.submit(
      { orderId: order.id, body },
      {
        onSuccess: () => form.leaveAfterSave(() => void navigate(`/payment/success/${order.id}`, { replace: true })),
        onError: (error) => {
          if (!form.showServerError(error)) showFailure(error);
        },
      },
    );
  });

  return (
    <form id={form.formId} noValidate onSubmit={onSubmit} className={styles.form}>
      <RejectedVoucherNotice order={order} />
      <List className={styles.section}>
        <List.Item extra={<span className={styles.strong}>{money(order.amount)}</span>}>{t('orderParts.amounts.amount')}</List.Item>
        <List.Item extra={<span className={styles.due}>{money(order.dueAmount)}</span>} description={<PayWithin payBy={order.payBy} />}>
          {t('orderParts.amounts.due')}
        </List.Item>
      </List>

      <List className={styles.section}>
        <ControlledField control={form.control} name="files" id={ids.files} label={t('orders.voucher.files')} hint={t('orders.voucher.filesHint')}>
          {(field) => (
            <VoucherDraftsField
              inputId={field.id}
              inputRef={field.ref}
              invalid={field['aria-invalid']}
              describedBy={field['aria-describedby']}
              drafts={field.value}
              update={updateFiles}
              current={() => form.getValues('files')}
              upload={(file) => upload.mutateAsync({ file })}
              maxBytes={uploadMaxBytes}
            />
          )}
        </ControlledField>
        <ControlledField
          control={form.control}
          name="amount"
          id={ids.amount}
          label={t('orders.voucher.amount')}
          hint={t('orders.voucher.amountHint', { due: money(order.dueAmount) })}
        >
          {(field) => (
            <Input
              {...field}
              inputMode="decimal"
              placeholder={t('orders.voucher.amountPlaceholder', { example: amountForInput(order.dueAmount, currentLocale()) })}
              clearable
            />
          )}
        </ControlledField>
      </List>

      <div className={styles.footer}>
        <OutcomeUnknown call={send} />
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          disabled={uploading}
          loading={send.isPending || uploading}
          loadingText={uploading ? t('orders.voucher.uploading') : undefined}
        >
          {t('orders.voucher.submit')}
        </Button>
      </div>
    </form>
  );
}

export default function VoucherPaymentScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const query = useQuery({ ...orderDetailQuery(id), refetchOnMount: 'always' });
  return (
    <LocalizedUi>
      <Page title={t('orders.voucher.title')} backTo={`/payment/detail/${id}`}>
        <OrderLoaded query={query}>
          {(order) =>
            order.actions.includes('UPLOAD_VOUCHER') ? (
              <VoucherForm order={order} />
            ) : (
              <div className={styles.state}>
                <ErrorBlock status="default" title={t('orders.voucher.closed')} description="" />
                <Button color="primary" fill="outline" className={styles.tall} onClick={() => void navigate(`/payment/detail/${id}`, { replace: true })}>
                  {t('orders.success.viewOrder')}
                </Button>
              </div>
            )
          }
        </OrderLoaded>
      </Page>
    </LocalizedUi>
  );
}
