import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Bound, Shape } from '@panel/domain/endpoints/endpoint';
import { opsSchemas as endpoints } from '@panel/domain/endpoints/ops.schemas';
import { vcoinText } from '@panel/domain/wallet';
import { PAYMENT_PROVIDERS, type CryptoChain } from '@panel/domain/payments';
import type { AppContext } from '../../context';
import { withTransaction } from '../../db/transaction';
import { sessionOf } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { idempotent } from '../idempotency/idempotency.public';
import { serve, type EndpointHandler } from '../../http/serve';
import { verifyAndRecord } from '../ledger/ledger.public';
import { chainWatchHealth } from '../payments/payments.public';
import { listRates, rateHistory, setRate } from '../rates/rates.public';
import { confirmTopUp, readPlatformBank, rejectTopUp, setPlatformBank } from '../wallet/wallet.public';
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
  // Checked before the route's input is parsed (a route's preHandler runs before its handler), so
  // that anyone else gets 20003 whatever they send.
  const operatorOnly = {
    preHandler: async (request: FastifyRequest) => {
      await requireOperator(ctx.db, sessionOf(request).userId);
    },
  };
  const serveOperator = <S extends Shape>(endpoint: Bound<S>, handler: EndpointHandler<S>) => serve(app, endpoint, handler, operatorOnly);
  const operatorOf = (request: FastifyRequest) => sessionOf(request).userId;
  const review = () => ({ surplusConfirmAboveMinor: BigInt(ctx.config.topUpSurplusConfirmVcoin) * 100n });

  serveOperator(endpoints.overview, async () => {
    const providers = ctx.payments.describe();
    return ok({
      ...(await readOverview(ctx.db)),
      paymentProviders: PAYMENT_PROVIDERS.map((provider) => ({ provider, state: providers[provider] })),
      chains: providers.crypto === 'off' ? [] : await watchedChains(ctx),
    });
  });

  serveOperator(endpoints.topUps, async ({ query }) => ok(await findTopUps(ctx.db, query, review())));

  serveOperator(endpoints.topUp, async ({ params }) => ok(await readTopUp(ctx.db, params.id, review())));

  serveOperator(endpoints.confirmTopUp, async ({ params: { id }, body: input }, request) => {
    const operatorId = operatorOf(request);
    await idempotent(ctx, request, { id, ...input }, async (tx) => {
      const now = ctx.clock.now();
      const row = await confirmTopUp(tx, id, input, { operatorId, now, ...review() });
      // A surplus typed twice keeps both amounts the operator typed: the first and the confirmation.
      const confirmation =
        row.confirmedMinor === null
          ? {}
          : {
              surplus: vcoinText(row.receivedMinor! - row.amountMinor),
              firstAmount: vcoinText(row.receivedMinor!),
              confirmedAmount: vcoinText(row.confirmedMinor),
            };
      await recordAction(tx, {
        operatorId,
        action: 'TOP_UP_CONFIRMED',
        target: row.reference,
        detail: { amount: vcoinText(row.amountMinor), received: vcoinText(row.receivedMinor!), ...confirmation },
        now,
      });
      return { id };
    });
    return ok(await readTopUp(ctx.db, id, review()));
  });

  serveOperator(endpoints.rejectTopUp, async ({ params: { id }, body: input }, request) => {
    const operatorId = operatorOf(request);
    await idempotent(ctx, request, { id, ...input }, async (tx) => {
      const now = ctx.clock.now();
      const row = await rejectTopUp(tx, id, input, { operatorId, now });
      await recordAction(tx, {
        operatorId,
        action: 'TOP_UP_REJECTED',
        target: row.reference,
        detail: { amount: vcoinText(row.amountMinor), reason: input.reason },
        now,
      });
      return { id };
    });
    return ok(await readTopUp(ctx.db, id, review()));
  });

  serveOperator(endpoints.rates, async () => ok(await listRates(ctx.db)));

  serveOperator(endpoints.setRate, async ({ params: { currency }, body: input }, request) => {
    const operatorId = operatorOf(request);
    return ok(
      await withTransaction(ctx.db, async (tx) => {
        const now = ctx.clock.now();
        const row = await setRate(tx, currency, input, { userId: operatorId, now });
        await recordAction(tx, {
          operatorId,
          action: 'RATE_SET',
          target: currency,
          detail: { rate: row.rate, feePercent: row.feePercent, feeFixed: row.feeFixed, feeMax: row.feeMax },
          now,
        });
        return row;
      }),
    );
  });

  serveOperator(endpoints.rateHistory, async ({ params }) => ok(await rateHistory(ctx.db, params.currency)));

  serveOperator(endpoints.bankAccount, async () => ok(await readPlatformBank(ctx.db)));

  serveOperator(endpoints.setBankAccount, async ({ body: input }, request) => {
    const operatorId = operatorOf(request);
    return ok(
      await withTransaction(ctx.db, async (tx) => {
        const bank = await setPlatformBank(tx, input);
        await recordAction(tx, {
          operatorId,
          action: 'BANK_ACCOUNT_SET',
          target: bank.recipientBank,
          detail: { account: bank.recipientAccount, swift: bank.swift },
          now: ctx.clock.now(),
        });
        return bank;
      }),
    );
  });

  serveOperator(endpoints.ledger, async () => ok(await readLedgerOverview(ctx.db)));

  serveOperator(endpoints.verifyLedger, async (_, request) => {
    const operatorId = operatorOf(request);
    const now = ctx.clock.now();
    const result = await verifyAndRecord(ctx.db, now);
    await withTransaction(ctx.db, (tx) =>
      recordAction(tx, { operatorId, action: 'LEDGER_VERIFIED', target: 'ledger', detail: { ok: result.ok, violations: result.violations.length }, now }),
    );
    return ok(result);
  });

  serveOperator(endpoints.messages, async ({ query }) => ok(await findUnsentMessages(ctx.db, query)));

  serveOperator(endpoints.actions, async ({ query }) => ok(await findActions(ctx.db, query)));
}
