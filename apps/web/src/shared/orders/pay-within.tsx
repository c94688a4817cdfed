// The pay-by countdown of an order waiting for its money ("Pay within 5 h", "Pay within 12 min"):
// the domain's payWithin (whole hours from one hour on, else whole minutes), said in the panel's
// language, and kept current while the screen is open.
import { payWithin } from '@panel/domain/orders';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './locales';

/** The countdown to `payBy` at `now`; null when the order has no deadline, the over text once it passed. */
export function payWithinText(t: TFunction, payBy: string | null, now: Date): string | null {
  if (!payBy) return null;
  const deadline = new Date(payBy);
  if (Number.isNaN(deadline.getTime())) return null;
  const left = payWithin(deadline, now);
  if (!left) return t('orderParts.payWithin.over');
  return left.unit === 'hours' ? t('orderParts.payWithin.hours', { count: left.value }) : t('orderParts.payWithin.minutes', { count: left.value });
}

/** The time now, moved on every `everyMs` (a countdown in minutes needs no faster tick). */
export function useNow(everyMs = 15_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

type PayWithinProps = { payBy: string | null; className?: string };

/** The countdown of an order's pay-by deadline; nothing when the order has none. */
export function PayWithin({ payBy, className }: PayWithinProps) {
  const { t } = useTranslation();
  const now = useNow();
  const text = payWithinText(t, payBy, now);
  if (!text) return null;
  return (
    <span className={className ? `order-pay-within ${className}` : 'order-pay-within'} data-testid="pay-within">
      {text}
    </span>
  );
}
