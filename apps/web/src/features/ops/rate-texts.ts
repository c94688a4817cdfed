// How a rate row reads: its fee in words and when (and by whom) it was set.
import type { RateRow } from '@panel/domain/contract/ops';
import { formatDate } from '@panel/domain/format';
import { useTranslation } from 'react-i18next';
import { moneyText, percentText } from '../../shared/money/money-amount';
import './locales';

/** A rate row's fee in words: "Fee 2.50% + 0.30 BRL, at most 10.00 BRL" (in the language's number style). */
export function useFeeText() {
  const { t } = useTranslation();
  return (row: Pick<RateRow, 'currency' | 'feePercent' | 'feeFixed' | 'feeMax'>) =>
    `${t('ops.rates.fee', { percent: percentText(row.feePercent), fixed: moneyText(row.feeFixed, row.currency) })}, ${
      row.feeMax === null ? t('ops.rates.noMax') : t('ops.rates.feeMax', { max: moneyText(row.feeMax, row.currency) })
    }`;
}

/** When a rate was set, and by whom. */
export function useUpdatedText() {
  const { t } = useTranslation();
  return (row: Pick<RateRow, 'updatedAt' | 'updatedBy'>) =>
    row.updatedBy
      ? t('ops.rates.updatedBy', { at: formatDate(row.updatedAt), who: row.updatedBy.nickname || row.updatedBy.uid })
      : t('ops.rates.updated', { at: formatDate(row.updatedAt) });
}
