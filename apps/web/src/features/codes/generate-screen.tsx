// /generate: turns free units of a card into activation codes. The card (picked on
// /generate/selectCard, kept in the address as ?cardId=), a quantity (a whole number from 1 to the
// card's free units, at most 1,000,000) and a format (each explained in one line with an example);
// Generate starts the task with one Idempotency-Key per submit attempt (the same on a retry after
// no answer). The screen then follows the task live (?task=) and, once done, leads to the codes and
// the record; leaving it is safe: the generation is under Records (/generate/recent).
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Radio from 'antd-mobile/es/components/radio';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { GenerateCodesRequest } from '@panel/domain/contract/codes';
import { CODE_FORMAT_NAMES, type CodeFormat } from '@panel/domain/codes';
import { ERROR_CODES } from '@panel/domain/errors';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
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
import { TaskProgress } from '../../shared/task-progress/task-progress';
import { isFinished, useTaskProgress } from '../../shared/task-progress/use-task-progress';
import { CODES_KEY, codeCardQuery, codeRecordQuery, useGenerateCodes } from './codes-api';
import { codesMade, formatExample, quantityMax, quantityRule, typedQuantity } from './codes-rules';
import { CardRow } from './codes-ui';
import { takePickedCard } from './picked-card';
import styles from './codes.module.css';
import './locales';

type GenerateValues = { quantity: string; format: CodeFormat };
type GenerateBody = z.output<typeof GenerateCodesRequest>;

/** Error type of a message key the screen sets itself (translated like a rule's). */
const SCREEN_RULE = 'rule';

/** The card picked: a row that opens the picker, or why it cannot be used. */
function CardField({ cardId, onPick }: { cardId: string; onPick: () => void }) {
  const { t } = useTranslation();
  const card = useQuery({ ...codeCardQuery(cardId), enabled: cardId !== '' });
  if (cardId === '')
    return (
      <List.Item onClick={onPick} description={t('codes.generate.pickCardHint')} data-testid="pick-card">
        {t('codes.generate.pickCard')}
      </List.Item>
    );
  if (card.isPending) return <PageLoading variant="list" rows={1} />;
  if (card.isError) {
    const missing = card.error instanceof ApiError && card.error.code !== ERROR_CODES.NETWORK && card.error.status < 500;
    return (
      <List.Item
        onClick={missing ? onPick : () => void card.refetch()}
        description={missing ? t('codes.generate.cardMissing') : t('common.retry')}
        data-testid="card-failed"
      >
        {missing ? t('codes.generate.pickCard') : t('codes.generate.cardLoadFailed')}
      </List.Item>
    );
  }
  return <CardRow card={card.data} onOpen={onPick} change={t('codes.generate.changeCard')} />;
}

function GenerateForm({ cardId, onPick, onStarted }: { cardId: string; onPick: () => void; onStarted: (taskId: string, quantity: number) => void }) {
  const { t } = useTranslation();
  const ids = { quantity: useId() };
  const card = useQuery({ ...codeCardQuery(cardId), enabled: cardId !== '' });
  const free = card.data?.counts.free ?? 0;
  const picked = card.data;
  const [failure, setFailure] = useState<string | null>(null);
  const generate = useGenerateCodes();

  // The form takes each render's resolver: it checks against the card's free units as last loaded.
  const resolver = useMemo(
    () =>
      domainResolver<GenerateValues, GenerateBody>(GenerateCodesRequest, {
        toInput: ({ quantity, format }) => ({ cardId, quantity: typedQuantity(quantity), format }),
        rules: ({ quantity }) => ({
          quantity: picked ? quantityRule(quantity, picked.counts.free) : undefined,
          cardId: picked ? undefined : 'codes.generate.pickCardFirst',
        }),
      }),
    [cardId, picked],
  );
  const form = useAppForm<GenerateValues, GenerateBody>({ defaultValues: { quantity: '', format: 'STANDARD' }, resolver });
  const cardError = (form.formState.errors as Record<string, { message?: string } | undefined>).cardId;

  const onSubmit = form.submitWith((body) => {
    if (generate.isPending) return;
    setFailure(null);
    void generate.submit(
      { body },
      {
        onSuccess: (started) => {
          form.leaveAfterSave(() => onStarted(started.taskId, body.quantity));
        },
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : undefined;
          switch (code) {
            case ERROR_CODES.INSUFFICIENT_STOCK:
              void card.refetch();
              form.setError('quantity', { type: SCREEN_RULE, message: 'codes.generate.quantityOverFree' });
              form.focusInvalid();
              return;
            case ERROR_CODES.CARD_NOT_OWNED:
              void card.refetch();
              return setFailure(t('codes.generate.cardMissing'));
            case ERROR_CODES.OPERATION_TOO_FREQUENT:
              return setFailure(t('codes.generate.wait'));
            default:
              if (form.showServerError(error)) return;
              setFailure(error instanceof ApiError ? error.message : t('common.loadFailed'));
              showFailure(error);
          }
        },
      },
    );
  });

  return (
    <form id={form.formId} noValidate onSubmit={onSubmit} data-testid="generate-form">
      <p className={styles.intro}>{t('codes.generate.intro')}</p>
      <List header={t('codes.generate.card')} className={styles.section}>
        <CardField cardId={cardId} onPick={onPick} />
      </List>
      {cardError?.message ? (
        <p className={`${styles.intro} ${styles.failure}`} role="alert" data-testid="card-error">
          {t('codes.generate.pickCardFirst')}
        </p>
      ) : null}
      {card.data && free <= 0 ? (
        <p className={`${styles.intro} ${styles.failure}`} role="alert" data-testid="no-free">
          {t('codes.generate.noFree')}
        </p>
      ) : null}
      <List className={styles.section}>
        <ControlledField
          control={form.control}
          name="quantity"
          id={ids.quantity}
          label={t('codes.generate.quantity')}
          hint={card.data && free > 0 ? t('codes.generate.quantityHint', { max: quantityMax(free) }) : undefined}
        >
          {(field) => <Input {...field} inputMode="numeric" autoComplete="off" placeholder={t('codes.generate.quantityPlaceholder')} clearable />}
        </ControlledField>
      </List>
      <List header={t('codes.generate.format')} className={styles.section}>
        <Radio.Group value={form.watch('format')} onChange={(value) => form.setValue('format', value as CodeFormat, { shouldDirty: true })}>
          {CODE_FORMAT_NAMES.map((format) => (
            <List.Item
              key={format}
              prefix={<Radio value={format} aria-label={t(`codes.format.${format}`)} />}
              onClick={() => form.setValue('format', format, { shouldDirty: true })}
              arrowIcon={false}
              data-format={format}
            >
              <span className={styles.formatOption}>
                <span>{t(`codes.format.${format}`)}</span>
                <span className={styles.formatHint}>{t(`codes.formatHint.${format}`)}</span>
                <span className={styles.example}>{t('codes.generate.example', { example: formatExample(format) })}</span>
              </span>
            </List.Item>
          ))}
        </Radio.Group>
      </List>
      <div className={styles.footer}>
        {failure ? (
          <p className={styles.failure} role="alert" data-testid="generate-failure">
            {failure}
          </p>
        ) : null}
        <OutcomeUnknown call={generate} />
        <Button block type="submit" color="primary" size="large" className={styles.tall} loading={generate.isPending}>
          {t('codes.generate.submit')}
        </Button>
      </div>
    </form>
  );
}

/** A generation under way: its card, the live progress and, once done, the ways to its codes and record. */
function Started({ taskId, cardId, quantity, onAgain }: { taskId: string; cardId: string; quantity: number; onAgain: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { task } = useTaskProgress(taskId);
  // The codes made so far (the task counts batches of codes).
  const record = useQuery(codeRecordQuery(taskId));
  const finished = task ? isFinished(task.state) : false;
  // Once finished the card's free units and the records have changed.
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: CODES_KEY });
  }, [finished, queryClient]);

  return (
    <div data-testid="generation-started">
      <section className={styles.started}>
        {/* The heading follows the task as its progress does: "generating" only while it runs. */}
        <h2 className={styles.startedTitle} data-testid="generation-title">
          {t(task?.state === 'DONE' ? 'codes.generate.doneTitle' : task?.state === 'FAILED' ? 'codes.generate.failedTitle' : 'codes.generate.startedTitle', {
            quantity: quantity || record.data?.quantity || '',
          })}
        </h2>
        {finished ? null : <p className={styles.startedText}>{t('codes.generate.startedText')}</p>}
        {/* The task counts batches of a thousand codes: the record's count of codes says it instead. */}
        <div className={styles.codesProgress}>
          <TaskProgress
            id={taskId}
            renderResult={(result, done) => (
              <>
                <p data-testid="codes-made">{t('codes.generate.madeCount', { count: codesMade(result, done.progress) })}</p>
                <div className={styles.resultActions}>
                  <Button color="primary" className={styles.tall} onClick={() => void navigate(`/generate/cardNo/${taskId}`)}>
                    {t('codes.generate.viewCodes')}
                  </Button>
                  <Button fill="outline" color="primary" className={styles.tall} onClick={() => void navigate(`/generate/detail/${taskId}`)}>
                    {t('codes.generate.viewRecord')}
                  </Button>
                </div>
              </>
            )}
          />
        </div>
        {record.data && !finished ? (
          <p className={styles.startedCounts} data-testid="record-made">
            {t('codes.made', { made: record.data.made, quantity: record.data.quantity })}
          </p>
        ) : null}
      </section>
      {cardId ? (
        <List className={styles.section}>
          <CardInfo cardId={cardId} />
        </List>
      ) : null}
      <div className={styles.footer}>
        <Button block fill="outline" className={styles.tall} onClick={onAgain} disabled={!finished}>
          {t('codes.generate.again')}
        </Button>
      </div>
    </div>
  );
}

function CardInfo({ cardId }: { cardId: string }) {
  const card = useQuery(codeCardQuery(cardId));
  return card.data ? <CardRow card={card.data} /> : null;
}

export default function GenerateScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [handed] = useState(takePickedCard);
  const cardId = handed ?? params.get('cardId') ?? '';
  const taskId = params.get('task') ?? '';
  const quantity = Number(params.get('quantity') ?? 0) || 0;

  // A card handed back by the picker goes into the address (coming back shows it again).
  useEffect(() => {
    if (handed && params.get('cardId') !== handed) setParams({ cardId: handed }, { replace: true });
  }, [handed, params, setParams]);

  const onPick = () => void navigate('/generate/selectCard', { state: { pick: true } });

  return (
    <LocalizedUi>
      <Page
        title={t('codes.generate.title')}
        backTo="/stock"
        right={
          <Button size="small" color="primary" fill="none" onClick={() => void navigate('/generate/recent')}>
            {t('codes.generate.records')}
          </Button>
        }
      >
        {taskId ? (
          <Started key={taskId} taskId={taskId} cardId={cardId} quantity={quantity} onAgain={() => setParams(cardId ? { cardId } : {}, { replace: true })} />
        ) : (
          <GenerateForm
            key={cardId}
            cardId={cardId}
            onPick={onPick}
            onStarted={(started, count) => setParams({ ...(cardId ? { cardId } : {}), task: started, quantity: String(count) }, { replace: true })}
          />
        )}
      </Page>
    </LocalizedUi>
  );
}
