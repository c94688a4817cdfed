// /recharge: recharges 1 to 20 client accounts with units of a recharge card. The card (picked on
// /recharge/selectCard), the accounts (typed one a line or pasted as a list split on commas, spaces
// and new lines; the recently recharged ones offered to tap, all of them on /recharge/historyAccount),
// a quantity per account, and a summary of the units needed (accounts x quantity) against the
// card's free units. Start asks for the recharge with one Idempotency-Key per submit attempt and
// opens its result (/recharge/result/{taskId}). The draft survives the trips to the pickers.
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import TextArea from 'antd-mobile/es/components/text-area';
import { useQuery } from '@tanstack/react-query';
import { RECHARGE_QUANTITY_MAX, StartRechargeRequest } from '@panel/domain/contract/recharge';
import { LIMITS } from '@panel/domain/constants';
import { ERROR_CODES } from '@panel/domain/errors';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { showFailure } from '../../components/api-failure';
import { ControlledField } from '../../components/form/controlled-field';
import { domainResolver } from '../../components/form/domain-resolver';
import { useAppForm } from '../../components/form/use-app-form';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PageLoading } from '../../components/page-loading';
import { OutcomeUnknown } from '../../components/outcome-unknown';
import { ApiError } from '../../lib/api-client';
import { findRunningRecharge, historyAccountsQuery, rechargeCardQuery, useStartRecharge } from './recharge-api';
import { isDraftTouched, rechargeDraft, useRechargeDraft } from './recharge-draft';
import { accountsRule, addAccounts, duplicateAccounts, parseAccounts, quantityRule, removeAccount, typedQuantity, unitsSummary } from './recharge-rules';
import { CardLine } from './recharge-ui';
import styles from './recharge.module.css';
import './locales';

const { RECHARGE_ACCOUNTS_MAX } = LIMITS;

type RechargeValues = { accounts: string; quantity: string };
type RechargeBody = z.output<typeof StartRechargeRequest>;

/** Error type of a message key the screen sets itself (translated like a rule's). */
const SCREEN_RULE = 'rule';
/** Recently recharged accounts offered under the field (all of them on /recharge/historyAccount). */
const OFFERED_ACCOUNTS = 6;
/** The routes the form is left for and comes back from without asking. */
const PICKERS = ['/recharge/selectCard', '/recharge/historyAccount'] as const;

/** A refusal of the start, said above the Start button; `running` links to the recharge already under way. */
type Failure = { text: string; running?: string | null };

/** The card picked: a row that opens the picker, or why it cannot be used. */
function CardField({ cardId, onPick }: { cardId: string; onPick: () => void }) {
  const { t } = useTranslation();
  const card = useQuery({ ...rechargeCardQuery(cardId), enabled: cardId !== '' });
  if (cardId === '')
    return (
      <List.Item onClick={onPick} description={t('recharge.start.pickCardHint')} data-testid="pick-card">
        {t('recharge.start.pickCard')}
      </List.Item>
    );
  if (card.isPending) return <PageLoading variant="list" rows={1} />;
  if (card.isError) {
    const missing = card.error instanceof ApiError && card.error.code !== ERROR_CODES.NETWORK && card.error.status < 500;
    return (
      <List.Item onClick={missing ? onPick : () => void card.refetch()} description={missing ? t('recharge.start.cardMissing') : t('common.retry')} data-testid="card-failed">
        {missing ? t('recharge.start.pickCard') : t('recharge.start.cardLoadFailed')}
      </List.Item>
    );
  }
  return <CardLine card={card.data} onOpen={onPick} change={t('recharge.start.changeCard')} />;
}

/** Recently recharged accounts to tap into the list (tapped again, taken out). */
function OfferedAccounts({ typed, onToggle, onMore }: { typed: string; onToggle: (account: string) => void; onMore: () => void }) {
  const { t } = useTranslation();
  const history = useQuery(historyAccountsQuery);
  const offered = (history.data ?? []).slice(0, OFFERED_ACCOUNTS);
  if (offered.length === 0) return null;
  const chosen = new Set(parseAccounts(typed));
  return (
    <List header={t('recharge.start.recentAccounts')} className={styles.section}>
      <div className={styles.chips} data-testid="offered-accounts">
        {offered.map(({ account }) => (
          <button key={account} type="button" className={styles.chip} aria-pressed={chosen.has(account)} onClick={() => onToggle(account)} data-account={account}>
            {account}
          </button>
        ))}
        <button type="button" className={`${styles.chip} ${styles.chipMore}`} onClick={onMore} data-testid="more-accounts">
          {t('recharge.start.recentAccountsMore')}
        </button>
      </div>
    </List>
  );
}

function Summary({ accounts, quantity, free }: { accounts: string; quantity: string; free: number | undefined }) {
  const { t } = useTranslation();
  const summary = unitsSummary(accounts, quantity, free ?? 0);
  const short = free !== undefined && summary.needed > 0 && !summary.enough;
  return (
    <List header={t('recharge.start.summary')} className={styles.section}>
      <dl className={styles.summary} data-testid="summary">
        <dt>{t('recharge.start.summaryAccounts')}</dt>
        <dd data-testid="summary-accounts">{summary.accounts}</dd>
        <dt>{t('recharge.start.summaryQuantity')}</dt>
        <dd>{summary.quantity || '–'}</dd>
        <dt>{t('recharge.start.summaryNeeded')}</dt>
        <dd className={short ? styles.short : undefined} data-testid="summary-needed">
          {summary.needed}
        </dd>
        <dt>{t('recharge.start.summaryFree')}</dt>
        <dd data-testid="summary-free">{free ?? '–'}</dd>
      </dl>
      {short ? (
        <p className={`${styles.intro} ${styles.failure}`} role="alert" data-testid="not-enough">
          {t('recharge.start.notEnough', { needed: summary.needed, free })}
        </p>
      ) : null}
    </List>
  );
}

function RechargeForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ids = { accounts: useId(), quantity: useId() };
  const draft = useRechargeDraft();
  const { cardId } = draft;
  const card = useQuery({ ...rechargeCardQuery(cardId), enabled: cardId !== '' });
  const picked = card.data;
  const [failure, setFailure] = useState<Failure | null>(null);
  const start = useStartRecharge();

  // The form takes each render's resolver: it checks against the card's free units as last loaded.
  const resolver = useMemo(
    () =>
      domainResolver<RechargeValues, RechargeBody>(StartRechargeRequest, {
        toInput: ({ accounts, quantity }) => ({ cardId, accounts: parseAccounts(accounts), quantity: typedQuantity(quantity) }),
        rules: ({ accounts, quantity }) => {
          const quantityRefusal = quantityRule(quantity);
          const over = !quantityRefusal && picked && !accountsRule(accounts) && !unitsSummary(accounts, quantity, picked.counts.free).enough;
          return {
            accounts: accountsRule(accounts),
            quantity: quantityRefusal ?? (over ? 'recharge.start.quantityOverFree' : undefined),
            cardId: picked ? undefined : 'recharge.start.pickCardFirst',
          };
        },
      }),
    [cardId, picked],
  );
  const form = useAppForm<RechargeValues, RechargeBody>({
    defaultValues: { accounts: draft.accounts, quantity: draft.quantity },
    resolver,
    allow: PICKERS,
    dirtyOutside: isDraftTouched(draft),
  });
  const cardError = (form.formState.errors as Record<string, { message?: string } | undefined>).cardId;
  const accounts = form.watch('accounts');
  const quantity = form.watch('quantity');
  const duplicates = duplicateAccounts(accounts);

  // Every edit goes to the draft, so a trip to a picker comes back to it.
  useEffect(() => {
    const watching = form.watch((values) => rechargeDraft.update({ accounts: values.accounts ?? '', quantity: values.quantity ?? '' }));
    return () => watching.unsubscribe();
  }, [form]);

  const setAccounts = (text: string) => form.setValue('accounts', text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted || text.trim() !== '' });
  const onToggle = (account: string) =>
    setAccounts(parseAccounts(accounts).includes(account) ? removeAccount(accounts, account) : addAccounts(accounts, [account]));

  const onSubmit = form.submitWith((body) => {
    if (start.isPending) return;
    setFailure(null);
    void start.submit(
      { body },
      {
        onSuccess: ({ taskId }) => {
          rechargeDraft.clear();
          form.leaveAfterSave(() => void navigate(`/recharge/result/${encodeURIComponent(taskId)}`, { replace: true }));
        },
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : undefined;
          switch (code) {
            case ERROR_CODES.TASK_ALREADY_PROCESSING:
              setFailure({ text: t('recharge.start.running'), running: null });
              // The refusal does not name the recharge under way: the card's running one is it.
              void findRunningRecharge(cardId)
                .then((running) => running && setFailure({ text: t('recharge.start.running'), running: running.taskId }))
                .catch(() => undefined);
              return;
            case ERROR_CODES.INSUFFICIENT_STOCK:
            case ERROR_CODES.INSUFFICIENT_STOCK_ALT:
              void card.refetch();
              form.setError('quantity', { type: SCREEN_RULE, message: 'recharge.start.quantityOverFree' });
              form.focusInvalid();
              return;
            case ERROR_CODES.INVALID_RECHARGE_CARD:
              return setFailure({ text: t('recharge.start.notRechargeCard') });
            case ERROR_CODES.CARD_NOT_OWNED:
              void card.refetch();
              return setFailure({ text: t('recharge.start.cardMissing') });
            case ERROR_CODES.OPERATION_TOO_FREQUENT:
              return setFailure({ text: t('recharge.start.wait') });
            default:
              if (form.showServerError(error)) return;
              setFailure({ text: error instanceof ApiError ? error.message : t('common.loadFailed') });
              showFailure(error);
          }
        },
      },
    );
  });

  const onPick = () => void navigate('/recharge/selectCard');
  const notRecharge = picked && picked.type !== 'RECHARGE_CARD';
  const count = parseAccounts(accounts).length;

  return (
    <form id={form.formId} noValidate onSubmit={onSubmit} data-testid="recharge-form">
      <p className={styles.intro}>{t('recharge.start.intro')}</p>
      <List header={t('recharge.start.card')} className={styles.section}>
        <CardField cardId={cardId} onPick={onPick} />
      </List>
      {cardError?.message ? (
        <p className={`${styles.intro} ${styles.failure}`} role="alert" data-testid="card-error">
          {t('recharge.start.pickCardFirst')}
        </p>
      ) : null}
      {notRecharge ? (
        <p className={`${styles.intro} ${styles.failure}`} role="alert">
          {t('recharge.start.notRechargeCard')}
        </p>
      ) : null}
      {picked && !notRecharge && picked.counts.free <= 0 ? (
        <p className={`${styles.intro} ${styles.failure}`} role="alert" data-testid="no-free">
          {t('recharge.start.noFree')}
        </p>
      ) : null}
      <List className={styles.section}>
        <ControlledField
          control={form.control}
          name="accounts"
          id={ids.accounts}
          label={t('recharge.start.accounts')}
          hint={
            duplicates.length > 0
              ? t('recharge.start.duplicates', { accounts: duplicates.join(', ') })
              : t('recharge.start.accountsHint', { count, max: RECHARGE_ACCOUNTS_MAX })
          }
        >
          {(field) => (
            <TextArea
              {...field}
              className={styles.accounts}
              autoSize={{ minRows: 3, maxRows: 10 }}
              autoComplete="off"
              placeholder={t('recharge.start.accountsPlaceholder')}
              // More than 20 or a duplicate is said as it is typed or pasted; once said (or once
              // submitted), each edit checks the list again.
              onChange={(value) => {
                field.onChange(value);
                const refusal = accountsRule(value);
                const live = refusal === 'validation.accountsMax' || refusal === 'validation.accountsDuplicate';
                if (live || form.formState.isSubmitted || form.getFieldState('accounts').error) void form.trigger('accounts');
              }}
            />
          )}
        </ControlledField>
      </List>
      {duplicates.length > 0 && form.formState.errors.accounts ? (
        <p className={`${styles.intro} ${styles.failure}`} data-testid="duplicates">
          {t('recharge.start.duplicates', { accounts: duplicates.join(', ') })}
        </p>
      ) : null}
      <OfferedAccounts typed={accounts} onToggle={onToggle} onMore={() => void navigate('/recharge/historyAccount')} />
      <List className={styles.section}>
        <ControlledField
          control={form.control}
          name="quantity"
          id={ids.quantity}
          label={t('recharge.start.quantity')}
          hint={t('recharge.start.quantityHint', { max: RECHARGE_QUANTITY_MAX })}
        >
          {(field) => <Input {...field} inputMode="numeric" autoComplete="off" placeholder={t('recharge.start.quantityPlaceholder')} clearable />}
        </ControlledField>
      </List>
      <Summary accounts={accounts} quantity={quantity} free={picked?.counts.free} />
      <div className={styles.footer}>
        {failure ? (
          <div role="alert" data-testid="start-failure">
            <p className={styles.failure}>{failure.text}</p>
            {failure.running !== undefined ? (
              <Button
                size="small"
                color="primary"
                fill="outline"
                className={styles.runningLink}
                // The draft stays: coming back to /recharge shows it again.
                onClick={() => form.leaveAfterSave(() => void navigate(failure.running ? `/recharge/result/${encodeURIComponent(failure.running)}` : '/recharge/list?status=IN_PROGRESS'))}
                data-testid="open-running"
                data-task={failure.running ?? undefined}
              >
                {t('recharge.start.openRunning')}
              </Button>
            ) : null}
          </div>
        ) : null}
        <OutcomeUnknown call={start} />
        <Button block type="submit" color="primary" size="large" className={styles.tall} loading={start.isPending}>
          {t('recharge.start.submit')}
        </Button>
      </div>
    </form>
  );
}

export default function RechargeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <LocalizedUi>
      <Page
        title={t('recharge.start.title')}
        backTo="/home"
        right={
          <Button size="small" color="primary" fill="none" onClick={() => void navigate('/recharge/recent')}>
            {t('recharge.start.records')}
          </Button>
        }
      >
        <RechargeForm />
      </Page>
    </LocalizedUi>
  );
}
