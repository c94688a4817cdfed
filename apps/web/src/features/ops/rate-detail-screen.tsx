// /ops/rates/:currency: one currency's rate against USD and its fee, an Edit sheet to set new ones
// (USD's rate stays 1: only its fee is edited), and the earlier values, newest first.
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import { useQuery } from '@tanstack/react-query';
import type { RateRow, RatesResponse } from '@panel/domain/contract/ops';
import { amountForInput } from '@panel/domain/format';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { showFailure } from '../../components/api-failure';
import { ControlledField } from '../../components/form/controlled-field';
import { useAppForm } from '../../components/form/use-app-form';
import { notify } from '../../components/notify';
import { SkeletonRows } from '../../components/page-loading';
import { currentLocale } from '../../lib/i18n';
import { rateHistoryQuery, ratesQuery, useSetRate } from './ops-api';
import { BASE_CURRENCY, rateResolver, type RateBody, type RateValues } from './ops-forms';
import { OpsPage } from './ops-page';
import { SheetForm } from './ops-sheet';
import { useFeeText, useUpdatedText } from './rate-texts';
import styles from './ops.module.css';
import './locales';

function RateSheet({ row, onClose }: { row: RateRow; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const setRate = useSetRate();
  const locale = currentLocale();
  const base = row.currency === BASE_CURRENCY;
  const form = useAppForm<RateValues, RateBody>({
    defaultValues: {
      rate: base ? '1' : amountForInput(row.rate, locale),
      feePercent: amountForInput(row.feePercent, locale),
      feeFixed: amountForInput(row.feeFixed, locale),
      feeMax: row.feeMax === null ? '' : amountForInput(row.feeMax, locale),
    },
    resolver: rateResolver(row.currency),
    guard: false,
  });
  const submit = form.submitWith((body) =>
    setRate.mutateAsync({ currency: row.currency, body }).then(
      () => {
        notify(t('ops.rates.saved', { currency: row.currency }));
        onClose();
      },
      (error: unknown) => {
        if (!form.showServerError(error)) showFailure(error);
      },
    ),
  );
  const amountInput = { inputMode: 'decimal' as const, autoComplete: 'off', clearable: true };
  return (
    <SheetForm
      form={form}
      title={t('ops.rates.editTitle', { currency: row.currency })}
      pending={setRate.isPending}
      submitLabel={t('ops.rates.save')}
      submittingLabel={t('ops.rates.saving')}
      onSubmit={(event) => {
        event.stopPropagation();
        submit(event);
      }}
      onClose={onClose}
    >
      {base ? (
        <List.Item extra="1" description={t('ops.rates.rateFixed')}>
          {t('ops.rates.rateShort')}
        </List.Item>
      ) : (
        <ControlledField
          control={form.control}
          name="rate"
          id={`${id}rate`}
          label={t('ops.rates.rate', { currency: row.currency })}
          hint={t('ops.rates.rateHint')}
        >
          {(input) => <Input {...input} {...amountInput} />}
        </ControlledField>
      )}
      <ControlledField control={form.control} name="feePercent" id={`${id}percent`} label={t('ops.rates.feePercent')} hint={t('ops.rates.feePercentHint')}>
        {(input) => <Input {...input} {...amountInput} />}
      </ControlledField>
      <ControlledField
        control={form.control}
        name="feeFixed"
        id={`${id}fixed`}
        label={t('ops.rates.feeFixed', { currency: row.currency })}
        hint={t('ops.rates.feeFixedHint')}
      >
        {(input) => <Input {...input} {...amountInput} />}
      </ControlledField>
      <ControlledField
        control={form.control}
        name="feeMax"
        id={`${id}max`}
        label={t('ops.rates.feeMaxLabel', { currency: row.currency })}
        hint={t('ops.rates.feeMaxHint')}
      >
        {(input) => <Input {...input} {...amountInput} />}
      </ControlledField>
    </SheetForm>
  );
}

function History({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const history = useQuery(rateHistoryQuery(currency));
  const feeText = useFeeText();
  const updatedText = useUpdatedText();
  let body;
  if (history.isPending) body = <SkeletonRows rows={3} />;
  else if (history.isError)
    body = (
      <List.Item onClick={() => void history.refetch()} description={t('common.retry')}>
        {t('common.loadFailed')}
      </List.Item>
    );
  else if (history.data.length === 0) body = <List.Item>{t('ops.rates.historyEmpty')}</List.Item>;
  else
    body = history.data.map((row, index) => (
      <List.Item
        key={`${row.updatedAt}-${index}`}
        data-testid="ops-rate-history-row"
        description={
          <span className={styles.rowMain}>
            <span className={styles.rowSub}>{feeText(row)}</span>
            <span className={styles.rowSub}>{updatedText(row)}</span>
          </span>
        }
      >
        {currency === BASE_CURRENCY ? t('ops.rates.base') : t('ops.rates.perUsd', { rate: row.rate, currency })}
      </List.Item>
    ));
  return (
    <List header={t('ops.rates.history')} className={styles.section}>
      {body}
    </List>
  );
}

function RateDetail({ rates, currency }: { rates: RatesResponse; currency: string }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const feeText = useFeeText();
  const updatedText = useUpdatedText();
  const row = rates.find((rate) => rate.currency === currency);
  if (!row) return <ErrorBlock status="empty" title={t('ops.rates.empty')} description="" />;
  const base = currency === BASE_CURRENCY;
  return (
    <div className={styles.body}>
      <List header={t('ops.rates.current')} className={styles.section}>
        <List.Item
          extra={
            <span className={styles.amount} data-testid="ops-rate-value">
              {base ? '1' : row.rate}
            </span>
          }
          description={base ? t('ops.rates.rateFixed') : undefined}
        >
          {base ? t('ops.rates.rateShort') : t('ops.rates.rate', { currency })}
        </List.Item>
        <List.Item description={updatedText(row)}>{feeText(row)}</List.Item>
      </List>
      <div className={styles.button}>
        <Button block color="primary" size="large" onClick={() => setEditing(true)}>
          {t('ops.rates.edit')}
        </Button>
      </div>
      <History currency={currency} />
      {editing ? <RateSheet row={row} onClose={() => setEditing(false)} /> : null}
    </div>
  );
}

export default function RateDetailScreen() {
  const { t } = useTranslation();
  const { currency = '' } = useParams();
  const code = currency.toUpperCase();
  const rates = useQuery(ratesQuery);
  return (
    <OpsPage title={t('ops.rates.detailTitle', { currency: code })} backTo="/ops/rates" query={rates}>
      {(data) => <RateDetail rates={data} currency={code} />}
    </OpsPage>
  );
}
