// /redeem (public, no login): an end client redeems an activation code. The code as typed or
// pasted (spaces, dashes and lower case are fine; it must look like one of ours before anything is
// sent), and the account or device it is for: what the code is for is not known before redeeming,
// so the one field takes either and is left empty for an account card (which creates its own
// account). The answer shows what the code did: the card and brand, the account created or
// extended with its new expiry and sessions, the credit, or the device bound. Refusals are said
// where they belong: 20005 used, unknown (4001 UNKNOWN, 130085/150004), locked (4050) at the code;
// 130026 and a missing account or device at the account; 140029 as the wait before trying again.
// A device licence's first redemption answers the device secret (shown to copy and keep); for a
// device already bound the server asks for it, and only then does the page show the secret's field.
// A running licence of another brand (130066) or period (130028) is said at the device id.
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Result from 'antd-mobile/es/components/result';
import { RedeemRequest, type RedeemResponse } from '@panel/domain/contract/codes';
import { displayCode, looksLikeCode, normalizeCode } from '@panel/domain/codes';
import { formatDate } from '@panel/domain/format';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ControlledField } from '../../components/form/controlled-field';
import { domainResolver } from '../../components/form/domain-resolver';
import { useAppForm } from '../../components/form/use-app-form';
import { PublicPage, PublicQueries } from '../../components/public-page';
import { useCountdown } from '../../components/use-countdown';
import { currentLocale } from '../../lib/i18n';
import { resendWaitSeconds, waitText } from '../../shared/accounts/account-errors';
import { CopyableValue } from '../../shared/orders/copy-text';
import { useRedeem } from './redeem-api';
import { redeemCodeRule, redeemFailure, redeemTargetRule } from './redeem-rules';
import './locales';

type RedeemValues = { code: string; target: string; deviceSecret: string };
type RedeemBody = { code: string; target?: string | null; deviceSecret?: string | null };
const EMPTY: RedeemValues = { code: '', target: '', deviceSecret: '' };

/** Error type of a message key the page sets itself (translated like a rule's). */
const SCREEN_RULE = 'rule';
/** How long to wait after 140029 when the server does not say. */
const DEFAULT_WAIT_SECONDS = 60;

const redeemResolver = domainResolver<RedeemValues, RedeemBody>(RedeemRequest, {
  toInput: ({ code, target, deviceSecret }) => ({
    code: normalizeCode(code),
    target: target.trim() || null,
    ...(normalizeCode(deviceSecret) ? { deviceSecret: normalizeCode(deviceSecret) } : {}),
  }),
  rules: ({ code, target, deviceSecret }) => ({ code: redeemCodeRule(code), target: redeemTargetRule(target, deviceSecret) }),
});

function Redeemed({ result, onAgain }: { result: RedeemResponse; onAgain: () => void }) {
  const { t } = useTranslation();
  const device = result.cardType === 'DEVICE_LICENCE';
  return (
    <div data-testid="redeem-result">
      <Result status="success" title={t(`redeem.done.${result.cardType}`)} description={result.cardName} />
      <List>
        <List.Item extra={result.cardName}>{t('redeem.card')}</List.Item>
        <List.Item extra={t(`redeem.cardType.${result.cardType}`)}>{t('redeem.type')}</List.Item>
        {result.brand ? <List.Item extra={result.brand}>{t('redeem.brand')}</List.Item> : null}
        <List.Item
          extra={<CopyableValue text={result.target} label={device ? t('redeem.device') : t('redeem.account')} testId="redeem-target" />}
          description={result.cardType === 'ACCOUNT_CARD' ? t('redeem.keep') : undefined}
        >
          {device ? t('redeem.device') : t('redeem.account')}
        </List.Item>
        {result.expiresAt ? (
          <List.Item extra={<span data-testid="redeem-expires">{formatDate(result.expiresAt)}</span>}>{t('redeem.expiresAt')}</List.Item>
        ) : null}
        {/* Credit is what a prepaid card adds; the other cards leave it as it was. */}
        {result.credit !== null && (result.cardType === 'PREPAID_CARD' || result.credit > 0) ? (
          <List.Item extra={<span data-testid="redeem-credit">{result.credit}</span>}>{t('redeem.credit')}</List.Item>
        ) : null}
        {result.sessions ? <List.Item extra={t('redeem.sessionsText', result.sessions)}>{t('redeem.sessions')}</List.Item> : null}
        {result.deviceSecret ? (
          <List.Item
            extra={<CopyableValue text={result.deviceSecret} label={t('redeem.deviceSecret')} testId="redeem-device-secret" />}
            description={t('redeem.secretKeep')}
          >
            {t('redeem.deviceSecret')}
          </List.Item>
        ) : null}
      </List>
      <div className="public-page__actions">
        <Button block color="primary" size="large" onClick={onAgain}>
          {t('redeem.again')}
        </Button>
      </div>
    </div>
  );
}

function RedeemForm() {
  const { t } = useTranslation();
  const ids = { code: useId(), target: useId(), deviceSecret: useId() };
  const form = useAppForm<RedeemValues, RedeemBody>({ defaultValues: EMPTY, resolver: redeemResolver, guard: false });
  // Shown once the server asks for a bound device's secret.
  const [askSecret, setAskSecret] = useState(false);
  const redeem = useRedeem();
  const wait = useCountdown();
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<RedeemResponse | null>(null);

  const onSubmit = form.submitWith((body) => {
    if (redeem.isPending || wait.running) return;
    setFailure(null);
    redeem.mutate(body, {
      onSuccess: setResult,
      onError: (error) => {
        const where = redeemFailure(error);
        switch (where.at) {
          // The secret's field appears with this render, its message with it.
          case 'deviceSecret':
            setAskSecret(true);
            form.setError(where.at, { type: SCREEN_RULE, message: where.key });
            form.focusInvalid();
            return;
          case 'code':
          case 'target':
            form.setError(where.at, { type: SCREEN_RULE, message: where.key });
            form.focusInvalid();
            return;
          case 'wait':
            wait.start(resendWaitSeconds(error) || DEFAULT_WAIT_SECONDS);
            return;
          case 'form':
            setFailure(where.message ?? t('redeem.noAnswer'));
        }
      },
    });
  });

  if (result)
    return (
      <Redeemed
        result={result}
        onAgain={() => {
          setResult(null);
          setAskSecret(false);
          form.reset(EMPTY);
        }}
      />
    );

  return (
    <form id={form.formId} noValidate onSubmit={onSubmit} data-testid="redeem-form">
      <List>
        <ControlledField control={form.control} name="code" id={ids.code} label={t('redeem.code')} hint={t('redeem.codeHint')}>
          {(field) => (
            <Input
              {...field}
              autoComplete="off"
              autoCapitalize="characters"
              placeholder={t('redeem.codePlaceholder')}
              clearable
              onChange={(value) => {
                field.onChange(value);
                setFailure(null);
              }}
              // A whole code reads back in groups of 4, as it was printed.
              onBlur={() => {
                field.onBlur();
                if (looksLikeCode(field.value)) form.setValue('code', displayCode(normalizeCode(field.value)));
              }}
            />
          )}
        </ControlledField>
        <ControlledField control={form.control} name="target" id={ids.target} label={t('redeem.target')} hint={t('redeem.targetHint')}>
          {(field) => <Input {...field} autoComplete="off" autoCapitalize="none" placeholder={t('redeem.targetPlaceholder')} clearable />}
        </ControlledField>
        {askSecret ? (
          <ControlledField
            control={form.control}
            name="deviceSecret"
            id={ids.deviceSecret}
            label={t('redeem.deviceSecret')}
            hint={t('redeem.deviceSecretHint')}
          >
            {(field) => <Input {...field} autoComplete="off" autoCapitalize="characters" placeholder={t('redeem.deviceSecretPlaceholder')} clearable />}
          </ControlledField>
        ) : null}
      </List>
      <div className="public-page__actions">
        {wait.running ? (
          <p className="public-page__failure" role="alert" data-testid="redeem-wait">
            {waitText(wait.seconds, currentLocale())}
          </p>
        ) : failure ? (
          <p className="public-page__failure" role="alert" data-testid="redeem-failure">
            {failure}
          </p>
        ) : null}
        <Button block type="submit" color="primary" size="large" loading={redeem.isPending} loadingText={t('redeem.redeeming')} disabled={wait.running}>
          {t('redeem.submit')}
        </Button>
      </div>
    </form>
  );
}

export default function RedeemScreen() {
  const { t } = useTranslation();
  return (
    <PublicQueries>
      <PublicPage title={t('redeem.title')} subtitle={t('redeem.subtitle')}>
        <RedeemForm />
      </PublicPage>
    </PublicQueries>
  );
}
