// Property test: any sequence of mint, retire, list (LIMITED set-aside), unlist, relist and sell
// (a paid order, delivered) keeps every unit counted once: free + reserved + listed + retired =
// minted for the origin (plus what it sold, which the buyer now owns), and no unit ever has two owners.
import fc from 'fast-check';
import { withTransaction } from '../../db/transaction';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { CreateListingRequest, UpdateListingRequest } from '@panel/domain/contract/listings';
import { cardMovements, cardUnits } from '../../db/schema';
import { AppError } from '../../errors';
import { createTestApp, type TestApp } from '../../../test/app';
import { createCard, createSeller, deliver, findStockCountMismatches, listingInput, type Actor } from '../../../test/fixtures/catalogue.fixtures';
import { getCard } from '../cards/cards.service';
import { createListing, setListed, updateListing } from '../listings/listings.service';
import { changeStock } from './stock.service';

let t: TestApp;
let seller: Actor;
let buyer: Actor;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t);
  buyer = await createSeller(t);
});
afterAll(() => t.close());

type Command =
  | { kind: 'mint'; n: number }
  | { kind: 'retire'; n: number }
  | { kind: 'list'; n: number }
  | { kind: 'unlist' }
  | { kind: 'relist' }
  | { kind: 'sell'; n: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('mint' as const), n: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ kind: fc.constant('retire' as const), n: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ kind: fc.constant('list' as const), n: fc.integer({ min: 1, max: 6 }) }),
  fc.constant({ kind: 'unlist' as const }),
  fc.constant({ kind: 'relist' as const }),
  fc.record({ kind: fc.constant('sell' as const), n: fc.integer({ min: 1, max: 3 }) }),
);

/** What the counts must be after the commands so far. */
type Model = {
  minted: number;
  free: number;
  listed: number;
  retired: number;
  sold: number;
  listing: { id: string; listed: boolean; quantity: number; mode: 'ALL' | 'LIMITED' } | null;
};

/** Runs `action`; answers the catalogue code it failed with, or 200. */
async function codeOf(action: () => Promise<unknown>) {
  try {
    await action();
    return 200;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

async function run(cardId: string, picture: string, model: Model, step: Command) {
  const caller = { userId: seller.user.id, now: t.clock.now(), limits: { maxUnitsPerStore: 1_000_000, changesPerMinute: 1_000_000 } };
  const limited = (n: number) => ({ ...listingInput(cardId, picture, { stockMode: 'LIMITED', limitedQuantity: n }) });
  switch (step.kind) {
    case 'mint': {
      expect(await codeOf(() => withTransaction(t.db, (tx) => changeStock(tx, { cardId, change: step.n }, caller)))).toBe(200);
      model.minted += step.n;
      model.free += step.n;
      return;
    }
    case 'retire': {
      const code = await codeOf(() => withTransaction(t.db, (tx) => changeStock(tx, { cardId, change: -step.n }, caller)));
      if (step.n > model.free) return expect(code).toBe(ERROR_CODES.INSUFFICIENT_STOCK);
      expect(code).toBe(200);
      model.free -= step.n;
      model.retired += step.n;
      return;
    }
    case 'list': {
      // A new LIMITED listing, or an edit of the existing one to set n aside (listed).
      const available = model.free + (model.listing?.listed ? model.listed : 0);
      let id = model.listing?.id;
      const code = id
        ? await codeOf(() => updateListing(t.db, { id: id!, ...UpdateListingRequest.parse({ ...limited(step.n), cardId: undefined }) }, caller))
        : await codeOf(async () => {
            id = (await createListing(t.db, CreateListingRequest.parse(limited(step.n)), caller)).id;
          });
      if (step.n > available) return expect(code).toBe(ERROR_CODES.INSUFFICIENT_STOCK);
      expect(code).toBe(200);
      model.free = available - step.n;
      model.listed = step.n;
      model.listing = { id: id!, listed: true, quantity: step.n, mode: 'LIMITED' };
      return;
    }
    case 'unlist': {
      if (!model.listing) return;
      expect(await codeOf(() => setListed(t.db, { id: model.listing!.id, listed: false }, caller))).toBe(200);
      if (model.listing.listed) {
        model.free += model.listed;
        model.listing = { ...model.listing, listed: false, quantity: model.listed };
        model.listed = 0;
      }
      return;
    }
    case 'relist': {
      if (!model.listing) return;
      const code = await codeOf(() => setListed(t.db, { id: model.listing!.id, listed: true }, caller));
      if (model.listing.listed) return expect(code).toBe(200);
      if (model.listing.quantity > model.free) return expect(code).toBe(ERROR_CODES.INSUFFICIENT_STOCK);
      expect(code).toBe(200);
      model.free -= model.listing.quantity;
      model.listed = model.listing.quantity;
      model.listing = { ...model.listing, listed: true };
      return;
    }
    case 'sell': {
      // An order on the store's listing of the card (a listed ALL listing is made when there is none):
      // a LIMITED listing sells its set-aside units while listed, an ALL listing the free ones.
      if (!model.listing) {
        const id = (await createListing(t.db, CreateListingRequest.parse(listingInput(cardId, picture)), caller)).id;
        model.listing = { id, listed: true, quantity: 0, mode: 'ALL' };
      }
      const { listing } = model;
      const available = listing.mode === 'ALL' ? model.free : listing.listed ? model.listed : 0;
      const code = await codeOf(() => deliver(t, { cardId, seller, buyer, quantity: step.n, listingId: listing.id }));
      if (step.n > available) return expect(code).toBe(ERROR_CODES.INSUFFICIENT_STOCK);
      expect(code).toBe(200);
      if (listing.mode === 'LIMITED') model.listed -= step.n;
      else model.free -= step.n;
      model.sold += step.n;
      return;
    }
  }
}

async function checkInvariants(cardId: string, model: Model) {
  const { counts } = await getCard(t.db, { id: cardId }, { userId: seller.user.id });
  expect({ free: counts.free, listed: counts.listed, retired: counts.retired, reserved: counts.reserved, minted: counts.minted, sold: counts.sold }).toEqual({
    free: model.free,
    listed: model.listed,
    retired: model.retired,
    reserved: 0,
    minted: model.minted,
    sold: model.sold,
  });
  // Every minted unit is in exactly one place.
  expect(counts.free + counts.reserved + counts.listed + counts.retired + counts.sold).toBe(counts.minted);
  if (model.sold === 0) expect(counts.free + counts.reserved + counts.listed + counts.retired).toBe(counts.minted);

  // No unit has two owners: one row per card number, and the owners' holdings add up to the units.
  const [units] = await t.db
    .select({ rows: sql<number>`count(*)`.mapWith(Number), numbers: sql<number>`count(distinct ${cardUnits.cardNumber})`.mapWith(Number) })
    .from(cardUnits)
    .where(eq(cardUnits.cardId, cardId));
  expect(units).toEqual({ rows: model.minted, numbers: model.minted });
  const byOwner = await t.db
    .select({ ownerId: cardUnits.ownerId, total: sql<number>`count(*)`.mapWith(Number) })
    .from(cardUnits)
    .where(and(eq(cardUnits.cardId, cardId), sql`${cardUnits.state} <> 'RETIRED'`))
    .groupBy(cardUnits.ownerId);
  const held = Object.fromEntries(byOwner.map((row) => [row.ownerId, row.total]));
  expect(held[seller.user.id] ?? 0).toBe(model.free + model.listed);
  expect(held[buyer.user.id] ?? 0).toBe(model.sold);
  expect(Object.keys(held).every((owner) => owner === seller.user.id || owner === buyer.user.id)).toBe(true);

  // The movement history tells the same story for each owner.
  const moves = await t.db
    .select({ userId: cardMovements.userId, kind: cardMovements.kind, total: sql<number>`sum(${cardMovements.quantity})`.mapWith(Number) })
    .from(cardMovements)
    .where(eq(cardMovements.cardId, cardId))
    .groupBy(cardMovements.userId, cardMovements.kind);
  const sum = (userId: string, kind: string) => moves.find((row) => row.userId === userId && row.kind === kind)?.total ?? 0;
  expect(sum(seller.user.id, 'MINTED') - sum(seller.user.id, 'RETIRED') - sum(seller.user.id, 'SOLD')).toBe(model.free + model.listed);
  expect(sum(buyer.user.id, 'BOUGHT')).toBe(model.sold);
}

describe('stock invariants under random sequences', () => {
  it('keep free + reserved + listed + retired (+ sold) = minted, and one owner per unit', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 14 }), async (steps) => {
        const card = await createCard(t, seller);
        const model: Model = { minted: 0, free: 0, listed: 0, retired: 0, sold: 0, listing: null };
        for (const step of steps) {
          await run(card.id, card.picture, model, step);
          await checkInvariants(card.id, model);
        }
      }),
      { numRuns: 30 },
    );
    // The counts every screen reads equal the unit rows they stand for, after all of that.
    expect(await findStockCountMismatches(t.db)).toEqual([]);
  }, 240_000);
});
