// The submit of a sheet that moves something of money (a seller's order move, an operator's top-up
// decision): the move through useMoneyCall (its key made once per submit, kept while its outcome is
// unknown, which the sheet shows), then the sheet closes with `done` said; a refusal lands on its
// field, else a code of `movedOn` says the thing changed under the sheet (`changed`, and the sheet
// closes), else the warning.
import { ApiError } from '../lib/api-client';
import type { MoneyCall } from '../lib/use-money-call';
import { showFailure } from './api-failure';
import { notify } from './notify';

type SheetSubmitOptions = {
  form: { showServerError: (error: unknown) => boolean };
  onClose: () => void;
  /** Codes that mean the thing is no longer where the sheet showed it. */
  movedOn: ReadonlySet<number>;
  /** What is said then. */
  changed: string;
};

export function useSheetSubmit<Body>(move: MoneyCall<{ id: string; body: Body }, unknown>, { form, onClose, movedOn, changed }: SheetSubmitOptions) {
  const refused = (error: unknown) => {
    if (form.showServerError(error)) return;
    if (error instanceof ApiError && movedOn.has(error.code)) {
      notify(changed);
      onClose();
      return;
    }
    showFailure(error);
  };
  return (id: string, body: Body, done: string) =>
    move.submit(
      { id, body },
      {
        onSuccess: () => {
          notify(done);
          onClose();
        },
        onError: refused,
      },
    );
}
