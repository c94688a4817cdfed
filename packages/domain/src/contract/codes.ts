// Activation code calls (spec routes /generate, /generate/selectCard, /generate/recent,
// /generate/list, /generate/detail/{taskId}, /generate/cardNo/{taskId}; the public redeem page).
// A generation record and its codes are its owner's only: anyone else's (or an unknown id) is
// 150004. Showing codes is recorded (who, when, how many). Starting a generation takes an
// Idempotency-Key.
import { z } from 'zod';
import { CARD_TYPES, TASK_STATES } from '../constants';
import { CODE_FORMAT_NAMES, CODE_STATUSES, CODES_PER_GENERATION_MAX } from '../codes';
import { requiredIfMissing } from './cards';
import { Page, PageRequest } from './envelope';

const TOO_LONG = { error: 'validation.tooLong' } as const;

/**
 * POST /api/codes/generate: turn `quantity` free units of a card into codes (a task; its progress at
 * GET /api/task/{taskId}, one item per batch of 1,000 codes). Answers GenerateCodesResponse.
 */
export const GenerateCodesRequest = z.object({
  cardId: z.uuid(requiredIfMissing),
  quantity: z.number(requiredIfMissing).int().min(1).max(CODES_PER_GENERATION_MAX),
  format: z.enum(CODE_FORMAT_NAMES).default('STANDARD'),
});
export type GenerateCodesRequest = z.input<typeof GenerateCodesRequest>;
export const GenerateCodesResponse = z.object({ taskId: z.string(), recordId: z.string() });
export type GenerateCodesResponse = z.infer<typeof GenerateCodesResponse>;

const CodeCard = z.object({ id: z.string(), name: z.string(), type: z.enum(CARD_TYPES), picture: z.string() });

/** A generation record (/generate/list, /generate/recent; GET /api/codes/records/{taskId} for /generate/detail/{taskId}). */
export const CodeRecord = z.object({
  id: z.string(),
  recordNo: z.string(),
  taskId: z.string(),
  /** The task's state and progress (codes made so far). */
  state: z.enum(TASK_STATES),
  made: z.number().int(),
  operator: z.object({ uid: z.string(), nickname: z.string() }),
  card: CodeCard,
  format: z.enum(CODE_FORMAT_NAMES),
  quantity: z.number().int(),
  /** The card's free stock right after the codes were made; null while running. */
  stockAfter: z.number().int().nullable(),
  /** How many codes are activated and locked now. */
  activated: z.number().int(),
  locked: z.number().int(),
  createdAt: z.string(),
});
export type CodeRecord = z.infer<typeof CodeRecord>;

/** GET /api/codes/records: the caller's generation records, newest first. */
export const CodeRecordsQuery = PageRequest.extend({ cardId: z.uuid().optional() });
export type CodeRecordsQuery = z.input<typeof CodeRecordsQuery>;
export const CodeRecordsResponse = Page(CodeRecord);
export type CodeRecordsResponse = z.infer<typeof CodeRecordsResponse>;

export const CodeTaskParams = z.object({ taskId: z.uuid() });

/** GET /api/codes/records/{taskId}/codes: the record's codes, searchable by the code or the account. */
export const CodesQuery = PageRequest.extend({
  keyword: z.string().trim().max(64, TOO_LONG).optional(),
  status: z.enum(CODE_STATUSES).optional(),
});
export type CodesQuery = z.input<typeof CodesQuery>;

export const ActivationCode = z.object({
  id: z.string(),
  /** The code, as shown (groups of 4). */
  code: z.string(),
  status: z.enum(CODE_STATUSES),
  /** The account the code created (account cards) or was redeemed for. */
  account: z.string().nullable(),
  cardNumber: z.string(),
  activatedAt: z.string().nullable(),
});
export type ActivationCode = z.infer<typeof ActivationCode>;
export const CodesResponse = Page(ActivationCode);
export type CodesResponse = z.infer<typeof CodesResponse>;

/** POST /api/redeem (public, its own rate limit): an end client redeems a code for an account or a device. */
export const RedeemRequest = z.object({
  code: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(64, TOO_LONG),
  /** The client account (recharge and prepaid cards) or the device id (device licences); account cards create their own. */
  target: z.string().trim().max(64, TOO_LONG).nullish(),
  /**
   * A device licence for a device already bound: the device secret its first redemption returned
   * (4001 on `deviceSecret`, rule validation.required when missing, reason WRONG when it is not the one).
   */
  deviceSecret: z.string().trim().max(64, TOO_LONG).nullish(),
});
export type RedeemRequest = z.input<typeof RedeemRequest>;

/** What the redeemed code did on the provider platform. */
export const RedeemResponse = z.object({
  cardType: z.enum(CARD_TYPES),
  cardName: z.string(),
  brand: z.string().nullable(),
  /** The account created or extended, or the device bound. */
  target: z.string(),
  /** The account's plan expiry after the code (account and recharge cards). */
  expiresAt: z.string().nullable(),
  /** The account's credit after the code (prepaid cards). */
  credit: z.number().int().nullable(),
  sessions: z.object({ total: z.number().int(), tv: z.number().int(), mobileWeb: z.number().int() }).nullable(),
  /** A device licence that bound its device: the secret later redemptions for the device must give (shown once). */
  deviceSecret: z.string().nullable(),
});
export type RedeemResponse = z.infer<typeof RedeemResponse>;
