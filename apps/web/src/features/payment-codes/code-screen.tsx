// The frame of a payment code page (PIX, boleto, tpaga): the title, then by the state of the
// current attempt the loading picture, a failed read, no attempt, paid, ended, or, while it can be
// paid, what is paid, the live status with the time left, and the code the page draws.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PageLoading } from '../../components/page-loading';
import { onlinePath } from '../../shared/payments/payments-api';
import {
  AttemptEnded,
  AttemptPaid,
  AttemptStatusLine,
  AttemptSummary,
  loadStateOf,
  NoAttempt,
  useAttemptPage,
  type AttemptPage,
  type AttemptWith,
} from './attempt-page';
import type { CodeKind } from './attempt-state';
import './locales';

const TITLE = { PIX: 'PIX', BOLETO: 'BOLETO', PAYMENT_CODE: 'TPAGA', CRYPTO: 'CRYPTO' } as const satisfies Record<CodeKind, string>;

/** The page's title by the instructions it shows. */
export function useCodeTitle(kind: CodeKind): string {
  const { t } = useTranslation();
  return t(`paymentCodes.title.${TITLE[kind]}`);
}

/** The states every page shows the same way, or null when the attempt is live and the page draws it. */
export function sharedState(page: AttemptPage): ReactNode | null {
  const { payable, query, attempt, state } = page;
  if (!payable) return <NoAttempt payable={null} />;
  const loading = loadStateOf(query);
  if (loading) return loading;
  if (!attempt || !state) return <NoAttempt payable={payable} />;
  if (state.kind === 'paid') return <AttemptPaid />;
  // Handed over to the page of the attempt's method.
  if (state.kind === 'elsewhere') return <PageLoading />;
  if (state.kind === 'ended') {
    return (
      <>
        <AttemptSummary attempt={attempt} />
        <AttemptEnded attempt={attempt} status={state.status} payable={payable} />
      </>
    );
  }
  return null;
}

type CodeScreenProps<K extends CodeKind> = {
  kind: K;
  /** Whether the time left is shown (not for a boleto: its due date says it). */
  clock?: boolean;
  children: (attempt: AttemptWith<K>) => ReactNode;
};

export function CodeScreen<K extends CodeKind>({ kind, clock = true, children }: CodeScreenProps<K>) {
  const title = useCodeTitle(kind);
  const page = useAttemptPage(kind);
  const shared = sharedState(page);
  const attempt = page.attempt as AttemptWith<K> | null;
  return (
    <LocalizedUi>
      <Page title={title} backTo={page.payable ? onlinePath(page.payable) : '/order'}>
        {shared ?? (
          <>
            <AttemptSummary attempt={attempt!} />
            <AttemptStatusLine attempt={attempt!} secondsLeft={page.secondsLeft} clock={clock} />
            {children(attempt!)}
          </>
        )}
      </Page>
    </LocalizedUi>
  );
}
