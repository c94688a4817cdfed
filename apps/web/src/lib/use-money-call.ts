// The one shape of a money call (design/payments.md, idempotency): a key made once per submit and
// sent on every retry of it (the automatic ones and the user's "check again"), so the server answers
// a retry with the first result; an answer that never came is an unknown outcome, never a refusal.
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { inFlightRetryDelay, isOutcomeUnknown, retryIdempotent, useSubmitKeys } from './idempotency';

/** What a screen does once a submit's outcome is known. */
export type MoneyCallHandlers<Answer> = {
  onSuccess?: (answer: Answer) => void;
  /** Refused for good: nothing moved, and the next submit gets a new key. */
  onError?: (error: unknown) => void;
  /** No answer (network, time-out, 5xx, -5 after the retries): the call shows it; checking again reuses the key. */
  onUnknown?: (error: unknown) => void;
};

export type MoneyCallOptions<Vars, Answer> = {
  /** Retry rule; by default once after no answer and a few times while the first request is in flight (-5). */
  retry?: (failureCount: number, error: unknown) => boolean;
  /** Which failures leave the outcome unknown (by default isOutcomeUnknown); a call whose -5 means something else narrows it. */
  isUnknown?: (error: unknown) => boolean;
  /** What every answer changes (the reads to refresh), whatever screen asked. */
  onSuccess?: (answer: Answer, vars: Vars) => unknown;
  onSettled?: () => unknown;
};

export type MoneyCall<Vars, Answer> = {
  /** Sends `vars` with the key of this submit: a new key for a new intent, the last one while its outcome is unknown. Ignored while a call is on its way. */
  submit(vars: Vars, handlers?: MoneyCallHandlers<Answer>): Promise<void>;
  /** Asks the last submit again, with its key and its handlers (after an unknown outcome). */
  retry(): Promise<void>;
  /** Forgets the last outcome (the screen starts over); the key stays while that outcome is unknown. */
  reset(): void;
  isPending: boolean;
  /** The last submit's refusal (its outcome is known), else null. */
  error: unknown;
  /** The last submit's outcome is not known yet (also while it is being checked again). */
  isUnknown: boolean;
};

/** What a screen shows of a call's outcome (components/outcome-unknown.tsx). */
export type MoneyCallStatus = Pick<MoneyCall<never, unknown>, 'isUnknown' | 'isPending' | 'retry'>;

type Sent<Vars> = { vars: Vars; idempotencyKey: string };

/** A money call: `call` sends `vars` with the Idempotency-Key it is given. */
export function useMoneyCall<Vars, Answer>(
  call: (vars: Vars, idempotencyKey: string) => Promise<Answer>,
  options: MoneyCallOptions<Vars, Answer> = {},
): MoneyCall<Vars, Answer> {
  const keys = useSubmitKeys();
  const last = useRef<{ vars: Vars; handlers: MoneyCallHandlers<Answer> } | null>(null);
  /** A call is on its way (known before the screen renders it: a second tap in the same instant sends nothing). */
  const sending = useRef(false);
  /** The call on its way asks again about an unknown outcome. */
  const [checking, setChecking] = useState(false);
  const { onSuccess, isUnknown: unknownFailure = isOutcomeUnknown } = options;
  const mutation = useMutation({
    mutationFn: ({ vars, idempotencyKey }: Sent<Vars>) => call(vars, idempotencyKey),
    retry: options.retry ?? retryIdempotent,
    retryDelay: inFlightRetryDelay,
    onSuccess: onSuccess && ((answer: Answer, { vars }: Sent<Vars>) => onSuccess(answer, vars)),
    onSettled: options.onSettled,
  });
  const isUnknown = mutation.isPending ? checking : mutation.isError && unknownFailure(mutation.error);

  const send = async (vars: Vars, handlers: MoneyCallHandlers<Answer>, check: boolean) => {
    if (sending.current) return;
    sending.current = true;
    last.current = { vars, handlers };
    setChecking(check);
    let answer: Answer;
    try {
      answer = await mutation.mutateAsync({ vars, idempotencyKey: keys.keyFor(vars) });
    } catch (error) {
      sending.current = false;
      if (unknownFailure(error)) return handlers.onUnknown?.(error);
      keys.settle();
      return handlers.onError?.(error);
    }
    sending.current = false;
    keys.settle();
    handlers.onSuccess?.(answer);
  };

  return {
    submit: (vars, handlers = {}) => send(vars, handlers, false),
    retry: () => (last.current ? send(last.current.vars, last.current.handlers, true) : Promise.resolve()),
    reset: () => mutation.reset(),
    isPending: mutation.isPending,
    error: mutation.isError && !isUnknown ? mutation.error : null,
    isUnknown,
  };
}
