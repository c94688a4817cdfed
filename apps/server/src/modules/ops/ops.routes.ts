import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ConfirmTopUpRequest,
  CurrencyParams,
  LedgerOverview,
  LedgerVerifyResult,
  OpsActionsResponse,
  OpsOverview,
  OpsTopUp,
  OpsTopUpsQuery,
  OpsTopUpsResponse,
  RateHistoryResponse,
  RateRow,
  RatesResponse,
  RejectTopUpRequest,
  SetPlatformBankRequest,
  SetRateRequest,
  UnsentMessagesResponse,
} from '@panel/domain/contract/ops';
import { PageRequest } from '@panel/domain/contract/envelope';
import { PlatformBankInfo, TopUpParams } from '@panel/domain/contract/wallet';
import { vcoinText } from '@panel/domain/wallet';
import { PAYMENT_PROVIDERS, type CryptoChain } from '@panel/domain/payments';
import type { AppContext } from '../../context';
import { withTransaction } from '../../db/transaction';
import { sessionOf } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { idempotent } from '../../http/idempotency';
import { parse } from '../../http/validate';
import { verifyAndRecord } from '../ledger/verify';
import { chainWatchHealth } from '../payments/adapters/chain-health';
import { listRates, rateHistory, setRate } from '../rates/rates.service';
import { confirmTopUp, readPlatformBank, rejectTopUp, setPlatformBank } from '../wallet/top-ups.service';
import { findActions, findTopUps, findUnsentMessages, readLedgerOverview, readOverview, readTopUp, recordAction, requireOperator } from './ops.service';

/** A node's address without its path or query, where RPC providers put their API keys. */
const hostOf = (url: string) => url.replace(/^(https?:\/\/[^/?#]+)[^\s]*/gi, '$1');

/** The health line of each chain the crypto provider watches now (live, or the simulator's chains read by the same watchers) (a chain watched before and dropped from the settings is left out). */
async function watchedChains(ctx: AppContext) {
  const watched = new Set<string>(ctx.payments.cryptoChains());
  return (await chainWatchHealth(ctx.db))
    .filter((line): line is typeof line & { chain: CryptoChain } => watched.has(line.chain))
    .map(({ chain, head, cursor, lagBlocks, rpcUrl, lastError, lastErrorAt, checkedAt }) => ({
      chain,
      head,
      cursor,
      lagBlocks,
      host: rpcUrl ? hostOf(rpcUrl) : null,
      lastError: lastError ? hostOf(lastError) : null,
      lastErrorAt,
      checkedAt,
    }));
}

/** The platform operator's calls: 20003 to everyone else, checked before anything is read. */
export function opsRoutes(app: FastifyInstance, ctx: AppContext) {
  const operator = async (request: FastifyRequest) => {
    const { userId } = sessionOf(request);
    await requireOperator(ctx.db, userId);
    return userId;
  };
  const review = () => ({ surplusConfirmAboveMinor: BigInt(ctx.config.topUpSurplusConfirmVcoin) * 100n });

  app.get('/api/ops/overview', { config: { response: OpsOverview } }, async (request) => {
    await operator(request);
    const providers = ctx.payments.describe();
    return ok({
      ...(await readOverview(ctx.db)),
      paymentProviders: PAYMENT_PROVIDERS.map((provider) => ({ provider, state: providers[provider] })),
      chains: providers.crypto === 'off' ? [] : await watchedChains(ctx),
    });
  });

  app.get('/api/ops/topups', { config: { response: OpsTopUpsResponse } }, async (request) => {
    await operator(request);
    return ok(await findTopUps(ctx.db, parse(OpsTopUpsQuery, request.query), review()));
  });

  app.get('/api/ops/topups/:id', { config: { response: OpsTopUp } }, async (request) => {
    await operator(request);
    const { id } = parse(TopUpParams, request.params);
    return ok(await readTopUp(ctx.db, id, review()));
  });

  app.post('/api/ops/topups/:id/confirm', { config: { response: OpsTopUp } }, async (request) => {
    const operatorId = await operator(request);
    const { id } = parse(TopUpParams, request.params);
    const input = parse(ConfirmTopUpRequest, request.body);
    await idempotent(ctx, request, { id, ...input }, async (tx) => {
      const now = ctx.clock.now();
      const row = await confirmTopUp(tx, id, input, { operatorId, now, ...review() });
      // A surplus typed twice keeps both amounts the operator typed: the first and the confirmation.
      const confirmation = row.confirmedMinor === null ? {} : { surplus: vcoinText(row.receivedMinor! - row.amountMinor), firstAmount: vcoinText(row.receivedMinor!), confirmedAmount: vcoinText(row.confirmedMinor) };
      await recordAction(tx, { operatorId, action: 'TOP_UP_CONFIRMED', target: row.reference, detail: { amount: vcoinText(row.amountMinor), received: vcoinText(row.receivedMinor!), ...confirmation }, now });
      return { id };
    });
    return ok(await readTopUp(ctx.db, id, review()));
  });

  app.post('/api/ops/topups/:id/reject', { config: { response: OpsTopUp } }, async (request) => {
    const operatorId = await operator(request);
    const { id } = parse(TopUpParams, request.params);
    const input = parse(RejectTopUpRequest, request.body);
    await idempotent(ctx, request, { id, ...input }, async (tx) => {
      const now = ctx.clock.now();
      const row = await rejectTopUp(tx, id, input, { operatorId, now });
      await recordAction(tx, { operatorId, action: 'TOP_UP_REJECTED', target: row.reference, detail: { amount: vcoinText(row.amountMinor), reason: input.reason }, now });
      return { id };
    });
    return ok(await readTopUp(ctx.db, id, review()));
  });

  app.get('/api/ops/rates', { config: { response: RatesResponse } }, async (request) => {
    await operator(request);
    return ok(await listRates(ctx.db));
  });

  app.put('/api/ops/rates/:currency', { config: { response: RateRow } }, async (request) => {
    const operatorId = await operator(request);
    const { currency } = parse(CurrencyParams, request.params);
    const input = parse(SetRateRequest, request.body);
    return ok(
      await withTransaction(ctx.db, async (tx) => {
        const now = ctx.clock.now();
        const row = await setRate(tx, currency, input, { userId: operatorId, now });
        await recordAction(tx, { operatorId, action: 'RATE_SET', target: currency, detail: { rate: row.rate, feePercent: row.feePercent, feeFixed: row.feeFixed, feeMax: row.feeMax }, now });
        return row;
      }),
    );
  });

  app.get('/api/ops/rates/:currency/history', { config: { response: RateHistoryResponse } }, async (request) => {
    await operator(request);
    const { currency } = parse(CurrencyParams, request.params);
    return ok(await rateHistory(ctx.db, currency));
  });

  app.get('/api/ops/bank-account', { config: { response: PlatformBankInfo.nullable() } }, async (request) => {
    await operator(request);
    return ok(await readPlatformBank(ctx.db));
  });

  app.put('/api/ops/bank-account', { config: { response: PlatformBankInfo } }, async (request) => {
    const operatorId = await operator(request);
    const input = parse(SetPlatformBankRequest, request.body);
    return ok(
      await withTransaction(ctx.db, async (tx) => {
        const bank = await setPlatformBank(tx, input);
        await recordAction(tx, { operatorId, action: 'BANK_ACCOUNT_SET', target: bank.recipientBank, detail: { account: bank.recipientAccount, swift: bank.swift }, now: ctx.clock.now() });
        return bank;
      }),
    );
  });

  app.get('/api/ops/ledger', { config: { response: LedgerOverview } }, async (request) => {
    await operator(request);
    return ok(await readLedgerOverview(ctx.db));
  });

  app.post('/api/ops/ledger/verify', { config: { response: LedgerVerifyResult } }, async (request) => {
    const operatorId = await operator(request);
    const now = ctx.clock.now();
    const result = await verifyAndRecord(ctx.db, now);
    await withTransaction(ctx.db, (tx) => recordAction(tx, { operatorId, action: 'LEDGER_VERIFIED', target: 'ledger', detail: { ok: result.ok, violations: result.violations.length }, now }));
    return ok(result);
  });

  app.get('/api/ops/messages', { config: { response: UnsentMessagesResponse } }, async (request) => {
    await operator(request);
    return ok(await findUnsentMessages(ctx.db, parse(PageRequest, request.query)));
  });

  app.get('/api/ops/actions', { config: { response: OpsActionsResponse } }, async (request) => {
    await operator(request);
    return ok(await findActions(ctx.db, parse(PageRequest, request.query)));
  });
}
