// The seconds left until a moment (a payment's expiry), ticking once a second until it is over. It
// counts against the clock, not the ticks, so a phone that throttled the page shows the right figure.
import { useEffect, useState } from 'react';
import { secondsLeft } from '../../components/use-countdown';

/** Seconds from now until `until` (an ISO time), rounded up; null without one. */
export function useSecondsLeft(until: string | null, now: () => number = Date.now): number | null {
  const endsAt = until === null ? null : Date.parse(until);
  const [, setTick] = useState(0);
  const left = endsAt === null ? null : secondsLeft(endsAt, now());
  const running = left !== null && left > 0;
  useEffect(() => {
    if (!running || endsAt === null) return;
    const timer = setInterval(() => {
      setTick((tick) => tick + 1);
      if (secondsLeft(endsAt, now()) === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [running, endsAt, now]);
  return left;
}
