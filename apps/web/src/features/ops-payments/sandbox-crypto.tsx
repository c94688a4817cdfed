// The sandbox's chains (the Crypto tab of /ops/sandbox): each chain's height and the platform's
// deposit addresses (copy one, or use it in the transfer form); a transfer landing on a chain (any
// chain, token and amount: a wrong chain or an amount no payment waits for goes to review); blocks
// mined on one chain or all (confirmations arrive); and the recent transfers with their confirmations.
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import type { SandboxCrypto } from '@panel/domain/contract/sandbox';
import { formatDate } from '@panel/domain/format';
import { CONFIRMATIONS_REQUIRED, CRYPTO_CHAINS, CRYPTO_TOKENS, type CryptoChain, type CryptoToken } from '@panel/domain/payments';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../components/api-failure';
import { ControlledField } from '../../components/form/controlled-field';
import { useAppForm } from '../../components/form/use-app-form';
import { notify } from '../../components/notify';
import { CopyButton } from '../../shared/orders/copy-text';
import { useMineBlocks, useSendTransfer } from './ops-payments-api';
import { mineResolver, transferResolver, type MineValues, type TransferValues } from './ops-payments-forms';
import { moneyShown } from './payments-parts';
import styles from './ops-payments.module.css';
import './locales';

type ChoiceProps<V extends string> = { value: V; onChange: (value: V) => void; options: { label: string; value: V }[]; label: string };

/** One choice among a few, as chips (antd-mobile's Selector holds an array: this keeps one value). */
function Choice<V extends string>({ value, onChange, options, label }: ChoiceProps<V>) {
  return (
    <div className={styles.selector} role="group" aria-label={label}>
      <Selector<V> options={options} value={[value]} onChange={(chosen) => chosen[0] !== undefined && onChange(chosen[0])} showCheckMark={false} />
    </div>
  );
}

const chainOptions = CRYPTO_CHAINS.map((chain) => ({ label: chain, value: chain }));

function TransferForm({ form }: { form: ReturnType<typeof useTransferForm> }) {
  const { t } = useTranslation();
  const id = useId();
  const send = useSendTransfer();
  const submit = form.submitWith((body) =>
    send.mutateAsync(body).then(
      () => {
        notify(t('opsPay.crypto.transferSent', { amount: body.amount, token: body.token, chain: body.chain }));
        form.reset({ ...form.getValues(), amount: '' });
      },
      (error: unknown) => {
        if (!form.showServerError(error)) showFailure(error);
      },
    ),
  );
  return (
    <section className={styles.formCard} aria-labelledby={`${id}title`}>
      <h3 id={`${id}title`} className={styles.formTitle}>
        {t('opsPay.crypto.transferTitle')}
      </h3>
      <p className={styles.intro}>{t('opsPay.crypto.transferIntro')}</p>
      <form id={form.formId} noValidate onSubmit={submit} aria-label={t('opsPay.crypto.transferTitle')}>
        <List>
          <ControlledField control={form.control} name="chain" id={`${id}chain`} label={t('opsPay.crypto.chain')}>
            {(field) => <Choice<CryptoChain> value={field.value} onChange={field.onChange} options={chainOptions} label={t('opsPay.crypto.chain')} />}
          </ControlledField>
          <ControlledField control={form.control} name="token" id={`${id}token`} label={t('opsPay.crypto.token')}>
            {(field) => (
              <Choice<CryptoToken>
                value={field.value}
                onChange={field.onChange}
                options={CRYPTO_TOKENS.map((token) => ({ label: token, value: token }))}
                label={t('opsPay.crypto.token')}
              />
            )}
          </ControlledField>
          <ControlledField control={form.control} name="toAddress" id={`${id}address`} label={t('opsPay.crypto.toAddress')}>
            {(input) => <Input {...input} autoComplete="off" maxLength={80} placeholder={t('opsPay.crypto.toAddressPlaceholder')} clearable />}
          </ControlledField>
          <ControlledField control={form.control} name="amount" id={`${id}amount`} label={t('opsPay.crypto.amount')}>
            {(input) => <Input {...input} inputMode="decimal" autoComplete="off" placeholder={t('opsPay.crypto.amountPlaceholder')} clearable />}
          </ControlledField>
        </List>
        <div className={styles.button} style={{ paddingBottom: 12 }}>
          <Button block color="primary" size="large" type="submit" loading={send.isPending} loadingText={t('opsPay.crypto.sendingTransfer')}>
            {t('opsPay.crypto.sendTransfer')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function MineForm() {
  const { t } = useTranslation();
  const id = useId();
  const mine = useMineBlocks();
  const form = useAppForm<MineValues, { chain?: CryptoChain | null; blocks: number }>({
    defaultValues: { chain: '', blocks: '1' },
    resolver: mineResolver,
    guard: false,
  });
  const submit = form.submitWith((body) =>
    mine.mutateAsync(body).then(
      () => notify(t('opsPay.crypto.mined', { count: body.blocks })),
      (error: unknown) => {
        if (!form.showServerError(error)) showFailure(error);
      },
    ),
  );
  const options = [{ label: t('opsPay.crypto.allChains'), value: '' as const }, ...chainOptions];
  return (
    <section className={styles.formCard} aria-labelledby={`${id}title`}>
      <h3 id={`${id}title`} className={styles.formTitle}>
        {t('opsPay.crypto.mineTitle')}
      </h3>
      <p className={styles.intro}>{t('opsPay.crypto.mineIntro')}</p>
      <form id={form.formId} noValidate onSubmit={submit} aria-label={t('opsPay.crypto.mineTitle')}>
        <List>
          <ControlledField control={form.control} name="chain" id={`${id}chain`} label={t('opsPay.crypto.chain')}>
            {(field) => <Choice<CryptoChain | ''> value={field.value} onChange={field.onChange} options={options} label={t('opsPay.crypto.chain')} />}
          </ControlledField>
          <ControlledField control={form.control} name="blocks" id={`${id}blocks`} label={t('opsPay.crypto.blocks')}>
            {(input) => <Input {...input} inputMode="numeric" autoComplete="off" maxLength={3} placeholder={t('opsPay.crypto.blocksPlaceholder')} />}
          </ControlledField>
        </List>
        <div className={styles.button} style={{ paddingBottom: 12 }}>
          <Button block color="primary" fill="outline" size="large" type="submit" loading={mine.isPending} loadingText={t('opsPay.crypto.mining')}>
            {t('opsPay.crypto.mine')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function useTransferForm(crypto: SandboxCrypto) {
  const first = crypto.chains[0];
  return useAppForm<TransferValues, TransferValues>({
    defaultValues: { chain: first?.chain ?? 'TRC20', token: 'USDT', toAddress: first?.addresses[0] ?? '', amount: '' },
    resolver: transferResolver,
    guard: false,
  });
}

export function SandboxCryptoPanel({ crypto }: { crypto: SandboxCrypto }) {
  const { t } = useTranslation();
  const transfer = useTransferForm(crypto);
  const use = (chain: CryptoChain, address: string) => {
    transfer.setValue('chain', chain, { shouldDirty: true });
    transfer.setValue('toAddress', address, { shouldDirty: true, shouldValidate: transfer.formState.isSubmitted });
    document.getElementById(transfer.formId)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className={styles.body}>
      <List header={t('opsPay.crypto.chains')} className={styles.section}>
        {crypto.chains.map((chain) => (
          <List.Item
            key={chain.chain}
            data-testid="sandbox-chain"
            data-chain={chain.chain}
            description={
              chain.addresses.length === 0 ? (
                t('opsPay.crypto.noAddresses')
              ) : (
                <span className={styles.rowMain}>
                  {chain.addresses.map((address) => (
                    <span key={address} className={styles.address} data-testid="sandbox-address">
                      <span className={styles.mono}>{address}</span>
                      <span className={styles.addressButtons}>
                        <button
                          type="button"
                          className={styles.linkButton}
                          onClick={() => use(chain.chain, address)}
                          aria-label={t('opsPay.crypto.useLabel', { address })}
                        >
                          {t('opsPay.crypto.use')}
                        </button>
                        <CopyButton text={address} label={t('opsPay.crypto.copyLabel')} />
                      </span>
                    </span>
                  ))}
                </span>
              )
            }
          >
            {chain.chain} <span className={styles.rowSub}>· {t('opsPay.crypto.height', { height: chain.height })}</span>
          </List.Item>
        ))}
      </List>

      <TransferForm form={transfer} />
      <MineForm />

      <List header={t('opsPay.crypto.transfers')} className={styles.section}>
        {crypto.transfers.length === 0 ? <List.Item>{t('opsPay.crypto.noTransfers')}</List.Item> : null}
        {crypto.transfers.map((sent) => (
          <List.Item
            key={`${sent.chain}:${sent.txHash}`}
            data-testid="sandbox-chain-transfer"
            description={
              <span className={styles.rowMain}>
                <span className={`${styles.rowSub} ${styles.mono}`}>{sent.txHash}</span>
                <span className={`${styles.rowSub} ${styles.mono}`}>{sent.toAddress}</span>
                <span className={styles.rowSub}>{formatDate(sent.createdAt)}</span>
              </span>
            }
            extra={
              <span className={`${styles.rowSub}${sent.confirmations >= CONFIRMATIONS_REQUIRED[sent.chain] ? ` ${styles.ok}` : ''}`}>
                {t('opsPay.crypto.confirmations', { count: sent.confirmations, required: CONFIRMATIONS_REQUIRED[sent.chain] })}
              </span>
            }
          >
            <span className={styles.amount}>{moneyShown(sent.amount, sent.token)}</span> <span className={styles.rowSub}>{sent.chain}</span>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
