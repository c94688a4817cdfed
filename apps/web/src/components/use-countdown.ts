// A seconds countdown (the wait before a code may be sent again). It counts against the clock, not
// the ticks, so a phone that throttled the page in the background shows the right figure at once.
import { useCallback, useEffect, useState } from 'react';

/** Whole seconds from now until endsAt (rounded up), never below 0. */
export function secondsLeft(endsAt: number | null, now: number): number {
  if (endsAt === null) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

export type Countdown = { seconds: number; running: boolean; start(seconds: number): void; stop(): void };

type CountdownOptions = { /** Seconds to start counting from at once. */ initialSeconds?: number; now?: () => number };

/** Counts down from the seconds given to start() (or initialSeconds) to 0, once a second. */
export function useCountdown({ initialSeconds = 0, now = Date.now }: CountdownOptions = {}): Countdown {
  const [endsAt, setEndsAt] = useState<number | null>(() => (initialSeconds > 0 ? now() + initialSeconds * 1000 : null));
  const [, setTick] = useState(0);
  const seconds = secondsLeft(endsAt, now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      if (secondsLeft(endsAt, now()) === 0) {
        setEndsAt(null);
        clearInterval(timer);
      } else {
        setTick((tick) => tick + 1);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt, now]);

  const start = useCallback((from: number) => setEndsAt(from > 0 ? now() + from * 1000 : null), [now]);
  const stop = useCallback(() => setEndsAt(null), []);
  return { seconds, running: seconds > 0, start, stop };
}
