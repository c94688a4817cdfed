// Recharge calls (spec routes /recharge, /recharge/selectCard, /recharge/recent,
// /recharge/historyAccount, /recharge/result/{id}, /recharge/list, /recharge/detail/{taskId},
// /recharge/cardList/{taskId}; section 5: 1 to 20 accounts, no duplicates, quantity above 0). A
// recharge is a task: each account is its own transaction on the provider platform, a failed
// account consumes nothing. Everything is its owner's only (150004 otherwise).
import { z } from 'zod';
import { CARD_TYPES, TASK_STATES } from '../constants';
import { rechargeAccountsSchema } from '../validation';
import { requiredIfMissing } from './cards';
import { Page, PageRequest } from './envelope';

/** Longest client account id accepted. */
export const RECHARGE_ACCOUNT_MAX_LENGTH = 64;
/** Most units one account gets in one recharge. */
export const RECHARGE_QUANTITY_MAX = 100;
/** How long after a recharge it can be undone on the built-in platform. */
export const RECHARGE_UNDO_HOURS = 24;

export const RECHARGE_ITEM_STATUSES = ['SUCCESS', 'FAILED', 'UNDONE'] as const;
export type RechargeItemStatus = (typeof RECHARGE_ITEM_STATUSES)[number];

/**
 * POST /api/recharge: recharge 1 to 20 client accounts with `quantity` units each of a recharge
 * card (Idempotency-Key). 4001 with rule validation.accountsMin / accountsMax / accountsDuplicate;
 * 130012 not a recharge card; 130085 not in the caller's stock; 120035 fewer free units than
 * accounts x quantity; 2000011 the same card and accounts are already being recharged.
 */
export const StartRechargeRequest = z.object({
  cardId: z.uuid(requiredIfMissing),
  /** 1 to 20 distinct accounts (the domain's rechargeAccountsSchema: the panel checks the same), each at most RECHARGE_ACCOUNT_MAX_LENGTH characters (60002). */
  accounts: rechargeAccountsSchema.superRefine((accounts, ctx) => {
    accounts.forEach((account, index) => {
      if (account.length > RECHARGE_ACCOUNT_MAX_LENGTH) {
        ctx.addIssue({
          code: 'too_big',
          origin: 'string',
          maximum: RECHARGE_ACCOUNT_MAX_LENGTH,
          inclusive: true,
          message: 'validation.tooLong',
          path: [index],
          input: account,
        });
      }
    });
  }),
  quantity: z.number(requiredIfMissing).int().min(1).max(RECHARGE_QUANTITY_MAX),
});
export type StartRechargeRequest = z.input<typeof StartRechargeRequest>;
export const StartRechargeResponse = z.object({ taskId: z.string() });

/** One account's result. */
export const RechargeItem = z.object({
  account: z.string(),
  status: z.enum(RECHARGE_ITEM_STATUSES).nullable(),
  /** Why it failed: 130026, 130027, 130028, 130066, 120046, 120048 ... */
  errorCode: z.number().int().nullable(),
  /** The account's plan expiry after the recharge. */
  expiresAt: z.string().nullable(),
  /** Units it consumed (0 when it failed or was undone). */
  units: z.number().int(),
  /** Whether it can still be undone (the platform's rules). */
  canUndo: z.boolean(),
});
export type RechargeItem = z.infer<typeof RechargeItem>;

/** A recharge (/recharge/recent, /recharge/list): its task's state and counts. */
export const RechargeSummary = z.object({
  taskId: z.string(),
  state: z.enum(TASK_STATES),
  card: z.object({ id: z.string(), name: z.string(), type: z.enum(CARD_TYPES), picture: z.string() }),
  quantity: z.number().int(),
  accounts: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  createdAt: z.string(),
});
export type RechargeSummary = z.infer<typeof RechargeSummary>;

/** GET /api/recharge/list: the caller's recharges, newest first; `state` filters IN_PROGRESS (pending or running) or COMPLETED. */
export const RechargeListQuery = PageRequest.extend({ status: z.enum(['IN_PROGRESS', 'COMPLETED']).optional(), cardId: z.uuid().optional() });
export type RechargeListQuery = z.input<typeof RechargeListQuery>;
export const RechargeListResponse = Page(RechargeSummary);
export type RechargeListResponse = z.infer<typeof RechargeListResponse>;

export const RechargeTaskParams = z.object({ taskId: z.uuid() });

/** GET /api/recharge/{taskId} (/recharge/result/{id}, /recharge/detail/{taskId}): the summary and every account's result, in the order given. */
export const RechargeDetail = RechargeSummary.extend({ items: z.array(RechargeItem) });
export type RechargeDetail = z.infer<typeof RechargeDetail>;

/** GET /api/recharge/{taskId}/units (/recharge/cardList/{taskId}): the units each account used. */
export const RechargeUnitsQuery = PageRequest.extend({ account: z.string().trim().max(RECHARGE_ACCOUNT_MAX_LENGTH).optional() });
export const RechargeUnitsResponse = Page(z.object({ account: z.string(), cardNumber: z.string(), undone: z.boolean() }));
export type RechargeUnitsResponse = z.infer<typeof RechargeUnitsResponse>;

/** POST /api/recharge/{taskId}/undo: undoes one account's recharge (its units go back to free stock) within the platform's rules, else 130083 / 130084 with the reason (Idempotency-Key). */
export const UndoRechargeRequest = z.object({ account: z.string().trim().min(1).max(RECHARGE_ACCOUNT_MAX_LENGTH) });
export type UndoRechargeRequest = z.input<typeof UndoRechargeRequest>;

/** GET /api/recharge/history-accounts: accounts the caller recharged recently, newest first (/recharge/historyAccount). */
export const HistoryAccountsResponse = z.array(z.object({ account: z.string(), lastRechargedAt: z.string() }));
export type HistoryAccountsResponse = z.infer<typeof HistoryAccountsResponse>;
