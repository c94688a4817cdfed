// The submit of a money move from a sheet (refunding an order, crediting a reviewed transfer): the
// money call (its key made once per submit and kept while its outcome is unknown, which the sheet
// shows, so a retry never moves money twice), then `done` is said and the sheet closes; a refusal naming a field shows under
// it, a thing that moved on meanwhile is said (`changed`) and reloaded, anything else is warned.
// The sheet's onClose gets the answer of a move that went through.
import { useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES } from '@panel/domain/errors';
import { showFailure } from '../../components/api-failure';
import { notify } from '../../components/notify';
import { ApiError } from '../../lib/api-client';
import type { MoneyCall } from '../../lib/use-money-call';
import { OPS_PAYMENTS_KEY, type MoneyMove } from './ops-payments-api';

/** Codes that mean the order or transfer is no longer where the screen showed it. */
const MOVED_ON = new Set<number>([ERROR_CODES.ILLEGAL_ORDER_STATE, ERROR_CODES.ORDER_ACCESS_DENIED]);

/** What is said: `done` may depend on the answer. */
type Texts<Answer> = { done: string | ((answer: Answer) => string); changed: string };

export function useMoneySubmit<Body, Answer>(
  move: MoneyCall<MoneyMove<Body>, Answer>,
  form: { showServerError: (error: unknown) => boolean },
  onClose: (answer?: Answer) => void,
) {
  const queryClient = useQueryClient();
  return (id: string, body: Body, texts: Texts<Answer>) =>
    move.submit(
      { id, body },
      {
        onSuccess: (answer) => {
          notify(typeof texts.done === 'string' ? texts.done : texts.done(answer));
          onClose(answer);
        },
        onError: (error) => {
          if (form.showServerError(error)) return;
          if (error instanceof ApiError && MOVED_ON.has(error.code)) {
            notify(texts.changed);
            void queryClient.invalidateQueries({ queryKey: OPS_PAYMENTS_KEY });
            onClose();
            return;
          }
          showFailure(error);
        },
      },
    );
}
