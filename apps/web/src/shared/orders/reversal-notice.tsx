// What happened to a paid order that was charged back or refunded, said on its screen to the buyer
// and to the seller: when, why, what it did to the money, and why its cards no longer work.
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import type { OrderEvent } from '@panel/domain/contract/orders';
import { formatDate } from '@panel/domain/format';
import { useTranslation } from 'react-i18next';
import './locales';

type ReversalNoticeProps = { events: readonly OrderEvent[]; view: 'BUYER' | 'SELLER'; className?: string };

/** The chargeback or refund of the order, if it had one (its last). */
const reversalOf = (events: readonly OrderEvent[]) => [...events].reverse().find((event) => event.reason === 'CHARGEBACK' || event.reason === 'REFUND');

export function ReversalNotice({ events, view, className }: ReversalNoticeProps) {
  const { t } = useTranslation();
  const reversal = reversalOf(events);
  if (!reversal) return null;
  const kind = reversal.reason as 'CHARGEBACK' | 'REFUND';
  // A reason worth saying: the provider's or the operator's words, not the bare word 'refund'.
  const reason = reversal.note && reversal.note.trim().toLowerCase() !== 'refund' ? reversal.note.trim() : null;
  return (
    <NoticeBar
      className={className}
      color="error"
      wrap
      content={
        <span data-testid="reversal-notice" data-kind={kind}>
          {t(`orderParts.reversal.${kind}.${view}`, { date: formatDate(reversal.at) })}
          {reason ? <> {t('orderParts.reversal.reason', { reason })}</> : null} {t('orderParts.reversal.locked')}
        </span>
      }
    />
  );
}
