// The state of the recharge form: the draft that survives the pickers, the rules, the start and its refusals.
import { useQuery } from '@tanstack/react-query';
import { StartRechargeRequest } from '@panel/domain/contract/recharge';
import { ERROR_CODES } from '@panel/domain/errors';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { showFailure } from '../../components/api-failure';
import { domainResolver } from '../../components/form/domain-resolver';
import { useAppForm } from '../../components/form/use-app-form';
import { ApiError } from '../../lib/api-client';
import { findRunningRecharge, rechargeCardQuery, useStartRecharge } from './recharge-api';
import { isDraftTouched, rechargeDraft, useRechargeDraft } from './recharge-draft';
import { accountsRule, addAccounts, duplicateAccounts, parseAccounts, quantityRule, removeAccount, typedQuantity, unitsSummary } from './recharge-rules';

type RechargeValues = { accounts: string; quantity: string };
type RechargeBody = z.output<typeof StartRechargeRequest>;

/** Error type of a message key the screen sets itself (translated like a rule's). */
const SCREEN_RULE = 'rule';
/** The routes the form is left for and comes back from without asking. */
const PICKERS = ['/recharge/selectCard', '/recharge/historyAccount'] as const;

/** A refusal of the start, said above the Start button; `running` links to the recharge already under way. */
type Failure = { text: string; running?: string | null };

/** The recharge's form: the card and the draft it keeps, the rules against the card's free units, the start and how it was refused. */
export function useRechargeForm() {
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

  const setAccounts = (text: string) =>
    form.setValue('accounts', text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted || text.trim() !== '' });
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

  return { ids, cardId, picked, failure, start, form, cardError, accounts, quantity, duplicates, onToggle, onSubmit };
}
