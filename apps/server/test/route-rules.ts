// Every route of the server with its authorization rule and a request that names real objects of
// the route world (route-world.ts), keyed "METHOD url" as Fastify registers it. The route tests
// walk the application's own route table against this one: a route without a rule here, or a rule
// without a route, fails them by name.
//
// Rules:
// - PUBLIC: no session needed (login, sign-up, codes, redeem, webhooks, the sandbox providers' pages ...).
// - USER: any logged-in user, on their own data only.
// - OWNER: acts on an object that belongs to someone; anyone else gets the module's not-yours code.
// - OPERATOR: the platform operator only (20003 for anyone else).
// - SANDBOX: the operator only, and only while the payment providers run as sandboxes.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { z } from 'zod';
import {
  ChangeEmailCodeRequest,
  ChangeEmailRequest,
  ChangePasswordRequest,
  ChangePhoneCodeRequest,
  ChangePhoneRequest,
  CaptchaParams,
  InviteHandleQuery,
  OutboxQuery,
  PaymentPasswordRequest,
  PrejudgeRequest,
  RedirectWebQuery,
  ResetPasswordCodeRequest,
  ResetPasswordRequest,
  SecurityCodeRequest,
  SecurityCodeResendRequest,
  SecurityVerifyRequest,
  SignUpCodeRequest,
  SignUpRequest,
  TrustedDeviceParams,
  TwoFactorRequest,
  UpdateProfileRequest,
  VerifyCodeRequest,
  LoginExtrasRequest,
} from '@panel/domain/contract/accounts';
import { AnalyticsBatch } from '@panel/domain/contract/analytics';
import { ApiKeyParams, CreateApiKeyRequest } from '@panel/domain/contract/api-keys';
import { PANEL_TOKEN_FIELDS, RemoveTokenQuery, TokenRequest } from '@panel/domain/contract/auth';
import { CardParams, CreateCardRequest, StockChangeRequest, StockListQuery, StockUnitsQuery, UpdateCardRequest } from '@panel/domain/contract/cards';
import { CodeExportParams, ExportCodesRequest } from '@panel/domain/contract/code-export';
import { CodeRecordsQuery, CodesQuery, CodeTaskParams, GenerateCodesRequest, RedeemRequest } from '@panel/domain/contract/codes';
import { PageRequest } from '@panel/domain/contract/envelope';
import { DownloadRequest, UploadParams } from '@panel/domain/contract/files';
import {
  FollowerDetailParams,
  FollowerSearchRequest,
  FollowPairParams,
  FollowRequestInfoParams,
  FollowRequestRequest,
  HandleFollowRequestQuery,
  MyFollowRequestsQuery,
  ReceivedFollowRequestsQuery,
} from '@panel/domain/contract/follows';
import { CreateListingRequest, ListingParams, ListingShelfRequest, MyListingsQuery, UpdateListingRequest } from '@panel/domain/contract/listings';
import { MallDetailParams, MallDetailQuery, MallListQuery, MallStoreParams } from '@panel/domain/contract/mall';
import { ConfirmTopUpRequest, CurrencyParams, OpsTopUpsQuery, RejectTopUpRequest, SetPlatformBankRequest, SetRateRequest } from '@panel/domain/contract/ops';
import {
  ConfirmOrderRequest,
  ConfirmVoucherRequest,
  CreateOrderRequest,
  OrderCardsQuery,
  OrderListQuery,
  OrderParams,
  PaymentAccountParams,
  PaymentAccountRequest,
  RejectVoucherRequest,
  SaleListQuery,
  SellerCancelRequest,
  UploadVoucherRequest,
  VoucherParams,
} from '@panel/domain/contract/orders';
import {
  AttemptParams,
  CardResultRequest,
  CreditReviewRequest,
  CurrentAttemptQuery,
  OpsEventsQuery,
  OpsPaymentsQuery,
  OpsRefundRequest,
  PaymentOptionsQuery,
  PaymentQuoteRequest,
  PayOnlineRequest,
  VcoinPurchaseRequest,
} from '@panel/domain/contract/payments';
import { RechargeListQuery, RechargeTaskParams, RechargeUnitsQuery, StartRechargeRequest, UndoRechargeRequest } from '@panel/domain/contract/recharge';
import {
  SandboxActionRequest,
  SandboxMineRequest,
  SandboxPaymentParams,
  SandboxPaymentsQuery,
  SandboxTransferRequest,
  SandboxWebhookParams,
  SandboxWebhooksQuery,
} from '@panel/domain/contract/sandbox';
import { FollowSettingRequest, StoreDetailParams, StoreSearchQuery, UpdateStoreInfoRequest } from '@panel/domain/contract/stores';
import {
  MarkReadRequest,
  NotificationListQuery,
  PushSubscribeRequest,
  PushUnsubscribeRequest,
  SetNotificationRequest,
} from '@panel/domain/contract/notifications';
import { TaskParams } from '@panel/domain/contract/tasks';
import {
  CreateTopUpRequest,
  OrderIdParams,
  PayWithVcoinRequest,
  RecipientParams,
  TopUpParams,
  TopUpVoucherRequest,
  TransferRequest,
  VcoinRecordParams,
  VcoinRecordsQuery,
} from '@panel/domain/contract/wallet';
import { CreateWebhookRequest, UpdateWebhookRequest, WebhookDeliveriesQuery, WebhookDeliveryParams, WebhookParams } from '@panel/domain/contract/webhooks';
import { ERROR_CODES } from '@panel/domain/errors';
import { cardInput } from './factories';
import { PLATFORM_BANK, WORLD_PAYMENT_PASSWORD, WORLD_RECHARGE_ACCOUNT, type Party, type World } from './route-world';
import { accountInput } from './fixtures/offline-payments.fixtures';
import { listingInput } from './fixtures/catalogue.fixtures';

export type Rule = 'PUBLIC' | 'USER' | 'OWNER' | 'OPERATOR' | 'SANDBOX';
/** Who calls a USER or OWNER route with the right to: the account whose objects the request names. */
export type Caller = 'seller' | 'buyer';
/** Who must be refused an OWNER route's object besides the stranger, with the code each gets. */
export type Refusals = { stranger: number } & Partial<Record<'rival' | 'seller' | 'buyer', number>>;

export type RouteRequest = { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };

export type RouteRule = {
  rule: Rule;
  as?: Caller;
  /** OWNER: the code each wrong party gets. */
  refused?: Refusals;
  /** The request, naming the world's objects (the caller's own, for USER and OWNER). */
  request?: (world: World, caller: Party) => RouteRequest;
  /** The contract schemas the route parses its input with (the bad-input test makes its inputs from them). */
  schemas?: { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType[] };
  /** The body is not JSON: a multipart upload, or a provider's raw text. */
  bodyKind?: 'multipart' | 'raw';
  /** The answer is not the JSON envelope: a page, a file, plain text, or a provider's own protocol. */
  raw?: true;
  /** The answer is a stream that does not end: its status and first bytes are the answer. */
  stream?: true;
  /** Tables the route writes to when it refuses a call, on purpose, and why. */
  logs?: Record<string, string>;
};

const pub = (spec: Omit<RouteRule, 'rule'> = {}): RouteRule => ({ rule: 'PUBLIC', ...spec });
const user = (as: Caller, spec: Omit<RouteRule, 'rule' | 'as'> = {}): RouteRule => ({ rule: 'USER', as, ...spec });
const owner = (as: Caller, refused: Refusals, spec: Omit<RouteRule, 'rule' | 'as' | 'refused'>): RouteRule => ({ rule: 'OWNER', as, refused, ...spec });
const operator = (spec: Omit<RouteRule, 'rule'> = {}): RouteRule => ({ rule: 'OPERATOR', ...spec });
const sandbox = (spec: Omit<RouteRule, 'rule'> = {}): RouteRule => ({ rule: 'SANDBOX', ...spec });

const {
  ORDER_ACCESS_DENIED: NOT_YOURS,
  CATALOGUE_NO_PERMISSION: NOT_YOUR_CARD,
  FOLLOW_NO_PERMISSION: NOT_YOUR_FOLLOW,
  CARD_NOT_OWNED,
  NOT_FOUND,
  PARAM_ERROR,
  PRODUCT_NOT_FOUND,
} = ERROR_CODES;

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
const CODE = 'ABCD';
/** A password the accounts do not have, in the shape the contracts take. */
const NEW_PASSWORD = 'N3wPassw0rd!';

const password = { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
const paymentPasswordBody = { password: '246801', confirmPassword: '246801', channel: 'EMAIL', code: CODE };
const order = (w: World) => ({ params: { id: w.order.id } });
const sellerOrder = { stranger: NOT_YOURS, rival: NOT_YOURS, buyer: NOT_YOURS };
const buyerOrder = { stranger: NOT_YOURS, rival: NOT_YOURS, seller: NOT_YOURS };
const sellerCard = { stranger: NOT_YOUR_CARD, rival: NOT_YOUR_CARD, buyer: NOT_YOUR_CARD };
const onlinePayable = (w: World) => ({ orderId: w.onlineOrder.id, method: 'CARD', currency: 'USD' });
const sellerWebhook = { stranger: NOT_FOUND, rival: NOT_FOUND, buyer: NOT_FOUND };
const webhook = (w: World) => ({ params: { id: w.webhook.id } });
const followPair = (w: World) => ({ params: { a: w.actors.buyer.user.id, b: w.actors.seller.store.id } });
const listingBody = (w: World) => {
  const { cardId: _cardId, ...fields } = listingInput(w.card.id, w.card.picture);
  return fields;
};

export const ROUTE_RULES: Record<string, RouteRule> = {
  // --- Health, login, sign-up, recovery, system ---------------------------------------------
  'GET /healthz': pub({ raw: true }),
  'GET /api/openapi.json': pub({ raw: true }),
  'POST /api-auth/oauth/user/token': pub({
    request: () => ({ body: { username: 'nobody@example.com', password: 'Wr0ngPassword', ...PANEL_TOKEN_FIELDS } }),
    schemas: { body: [TokenRequest, LoginExtrasRequest] },
  }),
  'POST /api-auth/oauth/user/login/prejudge': pub({ request: () => ({ body: { username: 'nobody@example.com' } }), schemas: { body: [PrejudgeRequest] } }),
  'POST /api-auth/oauth/user/login/security-verify': pub({
    request: () => ({ body: { challengeId: UNKNOWN_UUID, code: CODE } }),
    schemas: { body: [SecurityVerifyRequest] },
  }),
  'POST /api-auth/oauth/user/login/security-code': pub({
    request: () => ({ body: { challengeId: UNKNOWN_UUID } }),
    schemas: { body: [SecurityCodeResendRequest] },
  }),
  'GET /api-auth/oauth/site/key': pub(),
  'POST /api-auth/oauth/remove/token': pub({ request: () => ({ query: { access_token: 'not-a-token' } }), schemas: { query: RemoveTokenQuery } }),
  'GET /api-auth/validate/code/:clientID': pub({ raw: true, request: () => ({ params: { clientID: 'routes-client-1' } }), schemas: { params: CaptchaParams } }),
  'GET /api-auth/s3/cdn/domain': pub(),
  'GET /api-user/user/invite/login/handle': pub({ request: () => ({ query: { inviteCode: 'NOPE1234' } }), schemas: { query: InviteHandleQuery } }),
  'POST /api-user/user/config/system/all/query': pub(),
  'POST /api-user/user/verification/sign-up/code': pub({
    request: () => ({ body: { account: 'routes-new@example.com' } }),
    schemas: { body: [SignUpCodeRequest] },
  }),
  'POST /api-user/user/verification/verify': pub({
    request: () => ({ body: { account: 'routes-new@example.com', code: CODE, type: 'SIGN_UP' } }),
    schemas: { body: [VerifyCodeRequest] },
  }),
  'POST /api-user/user/verification/reset-password/code': pub({
    request: () => ({ body: { account: 'nobody@example.com' } }),
    schemas: { body: [ResetPasswordCodeRequest] },
  }),
  'POST /api-user/user/sign-up/reseller': pub({
    request: () => ({ body: { account: 'routes-new@example.com', code: CODE, ...password } }),
    schemas: { body: [SignUpRequest] },
  }),
  'PUT /api-user/user/password/reset/outer': pub({
    request: () => ({ body: { account: 'nobody@example.com', code: CODE, ...password } }),
    schemas: { body: [ResetPasswordRequest] },
  }),
  'GET /api/commonality/i18n/country': pub(),
  'GET /api/commonality/i18n/location': pub(),
  'POST /api/analytics/events': pub({
    request: () => ({ body: { events: [{ name: 'h5-login', at: 1_768_470_000_000, screen: '/login', language: 'en' }] } }),
    schemas: { body: [AnalyticsBatch] },
  }),
  'POST /api/redeem': pub({ request: () => ({ body: { code: 'NOPE-NOPE-NOPE', target: 'ACCOUNT-1' } }), schemas: { body: [RedeemRequest] } }),
  'GET /cdn/*': pub({ raw: true, request: () => ({ params: { '*': 'product/test/none.png' } }) }),

  // --- Development only (DEV_OUTBOX, loopback callers) ---------------------------------------
  'GET /__dev/outbox': pub({ request: () => ({ query: { to: 'nobody@example.com' } }), schemas: { query: OutboxQuery } }),
  'POST /__dev/orders/expire': pub({ request: () => ({ body: { at: '2000-01-01T00:00:00.000Z' } }) }),

  // --- Me: profile, security, guide, invite, old version -------------------------------------
  'GET /api-user/users/current': user('seller'),
  'GET /api-user/users/guide/info': user('seller'),
  'POST /api-user/users/guide/confirm': user('seller'),
  'PUT /api-user/users/profile': user('seller', { request: () => ({ body: { nickname: 'Routes' } }), schemas: { body: [UpdateProfileRequest] } }),
  'GET /api-user/users/security/info': user('seller'),
  'PUT /api-user/users/security/email': user('seller', {
    request: () => ({ body: { email: 'routes-other@example.com', code: CODE, password: 'Wr0ngPassword' } }),
    schemas: { body: [ChangeEmailRequest] },
  }),
  'PUT /api-user/users/security/phone': user('seller', {
    request: () => ({ body: { phone: '11999990000', areaCode: '55', code: CODE, password: 'Wr0ngPassword' } }),
    schemas: { body: [ChangePhoneRequest] },
  }),
  'PUT /api-user/users/security/password': user('seller', {
    request: () => ({ body: { oldPassword: 'Wr0ngPassword', ...password } }),
    schemas: { body: [ChangePasswordRequest] },
  }),
  'PUT /api-user/users/security/payment-password': user('seller', {
    request: () => ({ body: paymentPasswordBody }),
    schemas: { body: [PaymentPasswordRequest] },
  }),
  'GET /api-user/users/security/devices': user('seller'),
  // Forgetting a device: the caller's own only; an id of no device of theirs answers 4001 as another user's does.
  'DELETE /api-user/users/security/devices/:id': user('seller', {
    request: () => ({ params: { id: UNKNOWN_UUID } }),
    schemas: { params: TrustedDeviceParams },
  }),
  'PUT /api-user/users/security/tfa': user('seller', {
    request: () => ({ body: { enabled: true, channel: 'EMAIL', code: CODE } }),
    schemas: { body: [TwoFactorRequest] },
  }),
  'POST /api-user/user/verification/security/code': user('seller', {
    request: () => ({ body: { type: 'TWO_FACTOR', channel: 'EMAIL' } }),
    schemas: { body: [SecurityCodeRequest] },
  }),
  'POST /api-user/user/verification/change-email/code': user('seller', {
    request: () => ({ body: { email: 'routes-other@example.com' } }),
    schemas: { body: [ChangeEmailCodeRequest] },
  }),
  'POST /api-user/user/verification/change-phone/code': user('seller', {
    request: () => ({ body: { phone: '11999990000', areaCode: '55' } }),
    schemas: { body: [ChangePhoneCodeRequest] },
  }),
  'GET /api-user/user/invite/query/link': user('seller', { request: () => ({ query: { version: '1' } }) }),
  'GET /api-user/user/config/redirect/web': user('seller', { request: () => ({ query: { type: '1' } }), schemas: { query: RedirectWebQuery } }),

  // --- Files -----------------------------------------------------------------------------------
  'POST /api-auth/s3/upload/:type/:source': user('seller', {
    bodyKind: 'multipart',
    request: () => ({ params: { type: 'image', source: 'product' } }),
    schemas: { params: UploadParams },
  }),
  // A voucher's file is also its order's seller's to see.
  'POST /api-auth/s3/download': owner(
    'buyer',
    { stranger: PARAM_ERROR, rival: PARAM_ERROR },
    { raw: true, request: (w) => ({ body: { key: w.voucherFile } }), schemas: { body: [DownloadRequest] } },
  ),

  // --- Follows ---------------------------------------------------------------------------------
  'POST /api-user/user/follow/request': user('buyer', {
    request: (w) => ({ body: { storeId: w.actors.seller.store.id } }),
    schemas: { body: [FollowRequestRequest] },
  }),
  'GET /api-user/user/follow/request/receiver': user('seller', {
    request: () => ({ query: { status: 'PENDING' } }),
    schemas: { query: ReceivedFollowRequestsQuery },
  }),
  'GET /api-user/user/follow/request/info/:id': owner(
    'seller',
    { stranger: NOT_YOUR_FOLLOW, rival: NOT_YOUR_FOLLOW, buyer: NOT_YOUR_FOLLOW },
    { request: (w) => ({ params: { id: w.followRequest.id } }), schemas: { params: FollowRequestInfoParams } },
  ),
  'PUT /api-user/user/follow/handle': owner(
    'seller',
    { stranger: NOT_YOUR_FOLLOW, rival: NOT_YOUR_FOLLOW, buyer: NOT_YOUR_FOLLOW },
    { request: (w) => ({ query: { id: w.followRequest.id, action: 'ACCEPT' } }), schemas: { query: HandleFollowRequestQuery } },
  ),
  'POST /api-user/user/follow/buyers/v2': user('seller', {
    request: () => ({ body: { pageNum: 1, pageSize: 20, keyword: 'User' } }),
    schemas: { body: [FollowerSearchRequest] },
  }),
  'POST /api-user/user/follow/block/list/v2': user('seller', {
    request: () => ({ body: { pageNum: 1, pageSize: 20, keyword: 'User' } }),
    schemas: { body: [FollowerSearchRequest] },
  }),
  'DELETE /api-user/user/follow/buyer/:a/:b': owner(
    'seller',
    { stranger: NOT_YOUR_FOLLOW, rival: NOT_YOUR_FOLLOW },
    { request: followPair, schemas: { params: FollowPairParams } },
  ),
  'POST /api-user/user/follow/block/:a/:b': owner(
    'seller',
    { stranger: NOT_YOUR_FOLLOW, rival: NOT_YOUR_FOLLOW, buyer: NOT_YOUR_FOLLOW },
    { request: followPair, schemas: { params: FollowPairParams } },
  ),
  'DELETE /api-user/user/follow/block/:a/:b': owner(
    'seller',
    { stranger: NOT_YOUR_FOLLOW, rival: NOT_YOUR_FOLLOW, buyer: NOT_YOUR_FOLLOW },
    { request: followPair, schemas: { params: FollowPairParams } },
  ),
  'GET /api-user/user/follow/followed/:a/:b': owner(
    'seller',
    { stranger: NOT_YOUR_FOLLOW, rival: NOT_YOUR_FOLLOW },
    { request: followPair, schemas: { params: FollowPairParams } },
  ),
  'GET /api-user/user/follow/statistics': user('seller'),
  'GET /api/follow/requests/mine': user('buyer', { request: () => ({ query: { status: 'ACCEPTED' } }), schemas: { query: MyFollowRequestsQuery } }),
  'GET /api/follow/following': user('buyer'),
  'GET /api/follow/follower/:followId': owner(
    'seller',
    { stranger: NOT_YOUR_FOLLOW, rival: NOT_YOUR_FOLLOW, buyer: NOT_YOUR_FOLLOW },
    { request: (w) => ({ params: { followId: w.follow.id } }), schemas: { params: FollowerDetailParams } },
  ),

  // --- Stores and their bank accounts ----------------------------------------------------------
  'GET /api/store/info': user('seller'),
  // An avatar nobody uploaded: the store stays as it is whoever calls.
  'PUT /api/store/info': user('seller', {
    request: () => ({ body: { name: 'Routes Store', avatar: 'store/test/none.png' } }),
    schemas: { body: [UpdateStoreInfoRequest] },
  }),
  'PUT /api/store/follow-setting': user('seller', { request: () => ({ body: { autoAccept: false } }), schemas: { body: [FollowSettingRequest] } }),
  'GET /api/store/detail/:storeId': user('buyer', {
    request: (w) => ({ params: { storeId: w.actors.seller.store.id } }),
    schemas: { params: StoreDetailParams },
  }),
  'GET /api/store/search': user('buyer', { request: () => ({ query: { keyword: 'Card' } }), schemas: { query: StoreSearchQuery } }),
  'GET /api/store/payment-accounts': user('seller'),
  'POST /api/store/payment-accounts': user('seller', { request: () => ({ body: accountInput() }), schemas: { body: [PaymentAccountRequest] } }),
  'PUT /api/store/payment-accounts/:id': owner(
    'seller',
    { stranger: NOT_FOUND, rival: NOT_FOUND, buyer: NOT_FOUND },
    {
      request: (w) => ({ params: { id: w.paymentAccount.id }, body: accountInput() }),
      schemas: { params: PaymentAccountParams, body: [PaymentAccountRequest] },
    },
  ),
  'DELETE /api/store/payment-accounts/:id': owner(
    'seller',
    { stranger: NOT_FOUND, rival: NOT_FOUND, buyer: NOT_FOUND },
    { request: (w) => ({ params: { id: w.paymentAccount.id } }), schemas: { params: PaymentAccountParams } },
  ),

  // --- Cards, stock, listings, mall --------------------------------------------------------------
  'POST /api/product/card': user('seller', { request: () => ({ body: cardInput() }), schemas: { body: [CreateCardRequest] } }),
  'GET /api/product/card/:id': owner('seller', sellerCard, { request: (w) => ({ params: { id: w.card.id } }), schemas: { params: CardParams } }),
  'PUT /api/product/card/:id': owner('seller', sellerCard, {
    request: (w) => {
      const { type: _type, ...fields } = cardInput({ picture: w.card.picture });
      return { params: { id: w.card.id }, body: fields };
    },
    schemas: { params: CardParams, body: [UpdateCardRequest] },
  }),
  'GET /api/product/stock/list': user('seller', { request: () => ({ query: { source: 'OWN' } }), schemas: { query: StockListQuery } }),
  'POST /api/product/stock/change': owner('seller', sellerCard, {
    request: (w) => ({ body: { cardId: w.card.id, change: 1 } }),
    schemas: { body: [StockChangeRequest] },
  }),
  'GET /api/product/stock/detail/:id': owner('seller', sellerCard, { request: (w) => ({ params: { id: w.card.id } }), schemas: { params: CardParams } }),
  'GET /api/product/stock/units/:id': owner('seller', sellerCard, {
    request: (w) => ({ params: { id: w.card.id }, query: { filter: 'FREE' } }),
    schemas: { params: CardParams, query: StockUnitsQuery },
  }),
  'GET /api/product/stock/movements/:id': owner('seller', sellerCard, {
    request: (w) => ({ params: { id: w.card.id }, query: { pageSize: '10' } }),
    schemas: { params: CardParams, query: PageRequest },
  }),
  'POST /api/product/listing': owner('seller', sellerCard, {
    request: (w) => ({ body: listingInput(w.card.id, w.card.picture) }),
    schemas: { body: [CreateListingRequest] },
  }),
  'GET /api/product/listing/list': user('seller', { request: () => ({ query: { listed: 'true', keyword: 'Gold' } }), schemas: { query: MyListingsQuery } }),
  'GET /api/product/listing/:id': owner('seller', sellerCard, { request: (w) => ({ params: { id: w.listing.id } }), schemas: { params: ListingParams } }),
  'PUT /api/product/listing/:id': owner('seller', sellerCard, {
    request: (w) => ({ params: { id: w.listing.id }, body: listingBody(w) }),
    schemas: { params: ListingParams, body: [UpdateListingRequest] },
  }),
  'PUT /api/product/listing/:id/shelf': owner('seller', sellerCard, {
    request: (w) => ({ params: { id: w.listing.id }, body: { listed: true } }),
    schemas: { params: ListingParams, body: [ListingShelfRequest] },
  }),
  'GET /api/product/mall/list': user('buyer', { request: () => ({ query: { keyword: 'Gold', type: 'RECHARGE_CARD' } }), schemas: { query: MallListQuery } }),
  'GET /api/product/mall/brands': user('buyer'),
  // A store's listings and a listing's detail are its followers' only (the detail: 120009, as if it did not exist).
  'GET /api/product/mall/store/:storeId': owner(
    'buyer',
    { stranger: NOT_YOURS },
    {
      request: (w) => ({ params: { storeId: w.actors.seller.store.id }, query: { keyword: 'Gold' } }),
      schemas: { params: MallStoreParams, query: MallListQuery },
    },
  ),
  'GET /api/product/mall/detail/:id': owner(
    'buyer',
    { stranger: PRODUCT_NOT_FOUND },
    { request: (w) => ({ params: { id: w.listing.id }, query: { quantity: '2' } }), schemas: { params: MallDetailParams, query: MallDetailQuery } },
  ),

  // --- Orders: the buyer's side -----------------------------------------------------------------
  'POST /api/order/create': user('buyer', {
    request: (w) => ({ body: { listingId: w.listing.id, quantity: 1, paymentType: 'OFFLINE', paymentCurrency: 'USD' } }),
    schemas: { body: [CreateOrderRequest] },
  }),
  'POST /api/order/cancel/:id': owner('buyer', buyerOrder, { request: order, schemas: { params: OrderParams } }),
  'GET /api/order/list': user('buyer', { request: () => ({ query: { tab: 'IN_PROGRESS' } }), schemas: { query: OrderListQuery } }),
  'GET /api/order/detail/:id': owner('buyer', buyerOrder, { request: order, schemas: { params: OrderParams } }),
  'GET /api/order/snapshot/:id': owner('buyer', buyerOrder, { request: order, schemas: { params: OrderParams } }),
  'GET /api/order/cards/:id': owner('buyer', buyerOrder, {
    request: (w) => ({ params: { id: w.order.id }, query: { pageSize: '10' } }),
    schemas: { params: OrderParams, query: OrderCardsQuery },
  }),
  'GET /api/order/cards/:id/all': owner('buyer', buyerOrder, { raw: true, request: order, schemas: { params: OrderParams } }),
  'GET /api/order/todo': user('buyer'),
  'GET /api/order/bank-info/:id': owner('buyer', buyerOrder, { request: order, schemas: { params: OrderParams } }),
  'POST /api/order/voucher/:id': owner('buyer', buyerOrder, {
    request: (w) => ({ params: { id: w.order.id }, body: { files: [w.voucherFile], amount: '1' } }),
    schemas: { params: OrderParams, body: [UploadVoucherRequest] },
  }),
  'GET /api/order/vouchers/:id': owner('buyer', buyerOrder, { request: order, schemas: { params: OrderParams } }),
  'GET /api/order/voucher/detail/:voucherId': owner('buyer', buyerOrder, {
    request: (w) => ({ params: { voucherId: w.voucher.id } }),
    schemas: { params: VoucherParams },
  }),

  // --- Orders: the seller's side ------------------------------------------------------------------
  'GET /api/order/sale/list': user('seller', { request: () => ({ query: { tab: 'IN_PROGRESS', keyword: 'User' } }), schemas: { query: SaleListQuery } }),
  'GET /api/order/sale/detail/:id': owner('seller', sellerOrder, { request: order, schemas: { params: OrderParams } }),
  'GET /api/order/sale/vouchers/:id': owner('seller', sellerOrder, { request: order, schemas: { params: OrderParams } }),
  'GET /api/order/sale/voucher/:voucherId': owner('seller', sellerOrder, {
    request: (w) => ({ params: { voucherId: w.voucher.id } }),
    schemas: { params: VoucherParams },
  }),
  'POST /api/order/sale/voucher/:voucherId/confirm': owner('seller', sellerOrder, {
    request: (w) => ({ params: { voucherId: w.voucher.id }, body: { receivedAmount: '1' } }),
    schemas: { params: VoucherParams, body: [ConfirmVoucherRequest] },
  }),
  'POST /api/order/sale/voucher/:voucherId/reject': owner('seller', sellerOrder, {
    request: (w) => ({ params: { voucherId: w.voucher.id }, body: { reason: 'Not received' } }),
    schemas: { params: VoucherParams, body: [RejectVoucherRequest] },
  }),
  'POST /api/order/sale/confirm/:id': owner('seller', sellerOrder, {
    request: (w) => ({ params: { id: w.order.id }, body: { receivedAmount: '1' } }),
    schemas: { params: OrderParams, body: [ConfirmOrderRequest] },
  }),
  'POST /api/order/sale/cancel/:id': owner('seller', sellerOrder, {
    request: (w) => ({ params: { id: w.order.id }, body: { reason: 'Sold elsewhere' } }),
    schemas: { params: OrderParams, body: [SellerCancelRequest] },
  }),

  // --- Webhooks: the seller's endpoints and their deliveries; another's answers as a missing one ---
  'GET /api/webhooks': user('seller'),
  'GET /api/webhooks/:id': owner('seller', sellerWebhook, { request: webhook, schemas: { params: WebhookParams } }),
  'POST /api/webhooks': user('seller', {
    request: () => ({ body: { url: 'https://93.184.215.14/routes', events: ['order.paid'] } }),
    schemas: { body: [CreateWebhookRequest] },
  }),
  'PATCH /api/webhooks/:id': owner('seller', sellerWebhook, {
    request: (w) => ({ ...webhook(w), body: { enabled: false } }),
    schemas: { params: WebhookParams, body: [UpdateWebhookRequest] },
  }),
  'POST /api/webhooks/:id/rotate-secret': owner('seller', sellerWebhook, { request: webhook, schemas: { params: WebhookParams } }),
  'DELETE /api/webhooks/:id': owner('seller', sellerWebhook, { request: webhook, schemas: { params: WebhookParams } }),
  'GET /api/webhooks/:id/deliveries': owner('seller', sellerWebhook, {
    request: (w) => ({ ...webhook(w), query: { pageSize: '10' } }),
    schemas: { params: WebhookParams, query: WebhookDeliveriesQuery },
  }),
  'POST /api/webhooks/:id/deliveries/:deliveryId/resend': owner('seller', sellerWebhook, {
    request: (w) => ({ params: { id: w.webhook.id, deliveryId: w.webhookDelivery.id } }),
    schemas: { params: WebhookDeliveryParams },
  }),

  // --- VCoin ----------------------------------------------------------------------------------------
  'GET /api/vcoin/wallet': user('buyer'),
  'GET /api/vcoin/records': user('buyer', { request: () => ({ query: { type: 'INCOME' } }), schemas: { query: VcoinRecordsQuery } }),
  'GET /api/vcoin/records/:id': owner('buyer', buyerOrder, { request: (w) => ({ params: { id: w.record.id } }), schemas: { params: VcoinRecordParams } }),
  'GET /api/vcoin/recipient/:uid': user('seller', { request: (w) => ({ params: { uid: w.buyerUid } }), schemas: { params: RecipientParams } }),
  'POST /api/vcoin/transfer': user('buyer', {
    request: (w) => ({ body: { toUid: w.buyerUid, amount: '1', paymentPassword: WORLD_PAYMENT_PASSWORD } }),
    schemas: { body: [TransferRequest] },
  }),
  'GET /api/order/payment/wallet/quote/:id': owner('buyer', buyerOrder, {
    request: (w) => ({ params: { id: w.vcoinOrder.id } }),
    schemas: { params: OrderIdParams },
  }),
  'POST /api/order/payment/pay/wallet': owner('buyer', buyerOrder, {
    request: (w) => ({ body: { orderId: w.vcoinOrder.id, rate: '1', paymentPassword: WORLD_PAYMENT_PASSWORD } }),
    schemas: { body: [PayWithVcoinRequest] },
  }),
  'GET /api/vcoin/topup/bank-info': user('buyer'),
  'POST /api/vcoin/topup': user('buyer', { request: () => ({ body: { amount: '10' } }), schemas: { body: [CreateTopUpRequest] } }),
  // Each caller sends a file of their own: the files are checked before the top-up.
  'POST /api/vcoin/topup/:id/voucher': owner('buyer', buyerOrder, {
    request: (w, caller) => ({ params: { id: w.topUp.id }, body: { files: [w.uploads[caller]] } }),
    schemas: { params: TopUpParams, body: [TopUpVoucherRequest] },
  }),
  'GET /api/vcoin/topups': user('buyer', { request: () => ({ query: { pageSize: '10' } }), schemas: { query: PageRequest } }),
  'GET /api/vcoin/topup/:id': owner('buyer', buyerOrder, { request: (w) => ({ params: { id: w.topUp.id } }), schemas: { params: TopUpParams } }),

  // --- API keys (a logged-in user's own; a key itself cannot call these) -----------------------
  'GET /api/api-keys': user('seller'),
  'POST /api/api-keys': user('seller', { request: () => ({ body: { name: 'Routes', scopes: ['read'] } }), schemas: { body: [CreateApiKeyRequest] } }),
  'POST /api/api-keys/:id/revoke': owner(
    'seller',
    { stranger: NOT_FOUND, rival: NOT_FOUND, buyer: NOT_FOUND },
    { request: (w) => ({ params: { id: w.apiKey.id } }), schemas: { params: ApiKeyParams } },
  ),

  // --- Online and crypto payment --------------------------------------------------------------------
  'GET /api/payment/types': user('buyer'),
  'GET /api/payment/options': owner('buyer', buyerOrder, {
    request: (w) => ({ query: { orderId: w.onlineOrder.id } }),
    schemas: { query: PaymentOptionsQuery },
  }),
  // An order with no attempt yet: the rate is checked (a live attempt with the method is answered as it is).
  'POST /api/payment/quote': owner('buyer', buyerOrder, {
    request: (w) => ({ body: { ...onlinePayable(w), orderId: w.unpaidOnlineOrder.id } }),
    schemas: { body: [PaymentQuoteRequest] },
  }),
  'POST /api/order/payment/pay/v2': owner('buyer', buyerOrder, {
    request: (w) => ({ body: { ...onlinePayable(w), orderId: w.unpaidOnlineOrder.id, rate: w.quote.rate } }),
    schemas: { body: [PayOnlineRequest] },
  }),
  'GET /api/payment/attempt/current': owner('buyer', buyerOrder, {
    request: (w) => ({ query: { orderId: w.onlineOrder.id } }),
    schemas: { query: CurrentAttemptQuery },
  }),
  'GET /api/payment/attempt/:id': owner('buyer', buyerOrder, { request: (w) => ({ params: { id: w.attempt.id } }), schemas: { params: AttemptParams } }),
  'POST /api/payment/attempt/:id/cancel': owner('buyer', buyerOrder, {
    request: (w) => ({ params: { id: w.attempt.id } }),
    schemas: { params: AttemptParams },
  }),
  'POST /api/payment/card/:id/result': owner('buyer', buyerOrder, {
    request: (w) => ({ params: { id: w.attempt.id }, body: { status: 'S' } }),
    schemas: { params: AttemptParams, body: [CardResultRequest] },
  }),
  'POST /api/vcoin/purchase': user('buyer', { request: () => ({ body: { amount: '10', channel: 'ONLINE' } }), schemas: { body: [VcoinPurchaseRequest] } }),
  // Public: the provider's signature is the key; a body that does not verify is 400 and kept as a REJECTED event.
  'POST /api/payment/webhook/:provider': pub({
    raw: true,
    bodyKind: 'raw',
    request: () => ({ params: { provider: 'onerway' }, body: '{"transactionId":"1"}' }),
    logs: {
      provider_events: 'every webhook that fails verification is kept as a REJECTED event for the operator',
      rate_limits: 'refused webhooks kept are counted per source address a minute (WEBHOOK_REJECTED_PER_MINUTE)',
    },
  }),
  // API Pix's webhook ({webhookUrl}/pix): a hint only, each txid it names read back from the PSP; a body of another shape is 400 and kept.
  'POST /api/payment/webhook/pix/pix': pub({
    raw: true,
    bodyKind: 'raw',
    request: () => ({
      body: '{"pix":[{"endToEndId":"E99999008202601151000abcdefghijk","txid":"00000000000040008000000000000000","valor":"1.00","horario":"2026-01-15T10:00:00Z"}]}',
    }),
    logs: {
      provider_events: 'every webhook that fails verification is kept as a REJECTED event for the operator',
      rate_limits: 'refused webhooks kept are counted per source address a minute (WEBHOOK_REJECTED_PER_MINUTE)',
    },
  }),

  // --- Activation codes and recharge -------------------------------------------------------------
  'POST /api/codes/generate': owner(
    'seller',
    { stranger: CARD_NOT_OWNED, rival: CARD_NOT_OWNED, buyer: CARD_NOT_OWNED },
    { request: (w) => ({ body: { cardId: w.card.id, quantity: 1 } }), schemas: { body: [GenerateCodesRequest] } },
  ),
  'GET /api/codes/records': user('seller', { request: (w) => ({ query: { cardId: w.card.id } }), schemas: { query: CodeRecordsQuery } }),
  'GET /api/codes/records/:taskId': owner('seller', sellerOrder, {
    request: (w) => ({ params: { taskId: w.generation.taskId } }),
    schemas: { params: CodeTaskParams },
  }),
  'GET /api/codes/records/:taskId/codes': owner('seller', sellerOrder, {
    request: (w) => ({ params: { taskId: w.generation.taskId }, query: { keyword: 'A' } }),
    schemas: { params: CodeTaskParams, query: CodesQuery },
  }),
  'POST /api/codes/records/:taskId/export': owner('seller', sellerOrder, {
    request: (w) => ({ params: { taskId: w.generation.taskId }, body: { format: 'CSV' } }),
    schemas: { params: CodeTaskParams, body: [ExportCodesRequest] },
  }),
  'GET /api/codes/exports/:id': owner('seller', sellerOrder, {
    raw: true,
    request: (w) => ({ params: { id: w.download } }),
    schemas: { params: CodeExportParams },
  }),
  'POST /api/recharge': owner(
    'seller',
    { stranger: CARD_NOT_OWNED, rival: CARD_NOT_OWNED, buyer: CARD_NOT_OWNED },
    { request: (w) => ({ body: { cardId: w.card.id, accounts: ['ROUTES-ACCOUNT-2'], quantity: 1 } }), schemas: { body: [StartRechargeRequest] } },
  ),
  'GET /api/recharge/list': user('seller', { request: () => ({ query: { status: 'COMPLETED' } }), schemas: { query: RechargeListQuery } }),
  'GET /api/recharge/history-accounts': user('seller'),
  'GET /api/recharge/:taskId': owner('seller', sellerOrder, {
    request: (w) => ({ params: { taskId: w.recharge.taskId } }),
    schemas: { params: RechargeTaskParams },
  }),
  'GET /api/recharge/:taskId/units': owner('seller', sellerOrder, {
    request: (w) => ({ params: { taskId: w.recharge.taskId }, query: { account: WORLD_RECHARGE_ACCOUNT } }),
    schemas: { params: RechargeTaskParams, query: RechargeUnitsQuery },
  }),
  'POST /api/recharge/:taskId/undo': owner('seller', sellerOrder, {
    request: (w) => ({ params: { taskId: w.recharge.taskId }, body: { account: WORLD_RECHARGE_ACCOUNT } }),
    schemas: { params: RechargeTaskParams, body: [UndoRechargeRequest] },
  }),
  'GET /api/task/:id': owner('seller', sellerOrder, { request: (w) => ({ params: { id: w.generation.taskId } }), schemas: { params: TaskParams } }),

  // --- Live events and notifications ---------------------------------------------------------------
  // The stream answers the caller's own events only; the test reads its first bytes and lets it go.
  'GET /api/events': user('buyer', { raw: true, stream: true }),
  'GET /api/notification/list': user('seller', { request: () => ({ query: { pageNum: '1', pageSize: '20' } }), schemas: { query: NotificationListQuery } }),
  'GET /api/notification/unread': user('seller'),
  // Ids of another's entries change nothing (the update is scoped to the caller).
  'POST /api/notification/read': user('seller', { request: () => ({ body: { ids: [UNKNOWN_UUID] } }), schemas: { body: [MarkReadRequest] } }),
  'GET /api/notification/settings': user('seller'),
  'PUT /api/notification/settings': user('seller', {
    request: () => ({ body: { kind: 'NEW_ORDER', channel: 'EMAIL', enabled: true } }),
    schemas: { body: [SetNotificationRequest] },
  }),
  // Only a known push service's address is kept: the sample names none, so it is refused and nothing is written.
  'POST /api/notification/push/subscribe': user('seller', {
    request: () => ({ body: { endpoint: 'https://push.example.com/send/abc', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } } }),
    schemas: { body: [PushSubscribeRequest] },
  }),
  'POST /api/notification/push/unsubscribe': user('seller', {
    request: () => ({ body: { endpoint: 'https://push.example.com/send/abc' } }),
    schemas: { body: [PushUnsubscribeRequest] },
  }),

  // --- The operator ------------------------------------------------------------------------------------
  'GET /api/ops/overview': operator(),
  'GET /api/ops/topups': operator({ request: () => ({ query: { status: 'WAITING_VOUCHER' } }), schemas: { query: OpsTopUpsQuery } }),
  'GET /api/ops/topups/:id': operator({ request: (w) => ({ params: { id: w.topUp.id } }), schemas: { params: TopUpParams } }),
  'POST /api/ops/topups/:id/confirm': operator({
    request: (w) => ({ params: { id: w.topUp.id }, body: { receivedAmount: '10' } }),
    schemas: { params: TopUpParams, body: [ConfirmTopUpRequest] },
  }),
  'POST /api/ops/topups/:id/reject': operator({
    request: (w) => ({ params: { id: w.topUp.id }, body: { reason: 'Not received' } }),
    schemas: { params: TopUpParams, body: [RejectTopUpRequest] },
  }),
  'GET /api/ops/rates': operator(),
  'PUT /api/ops/rates/:currency': operator({
    request: () => ({ params: { currency: 'EUR' }, body: { rate: '0.9', feePercent: '1', feeFixed: '0' } }),
    schemas: { params: CurrencyParams, body: [SetRateRequest] },
  }),
  'GET /api/ops/rates/:currency/history': operator({ request: () => ({ params: { currency: 'USD' } }), schemas: { params: CurrencyParams } }),
  'GET /api/ops/bank-account': operator(),
  'PUT /api/ops/bank-account': operator({ request: () => ({ body: PLATFORM_BANK }), schemas: { body: [SetPlatformBankRequest] } }),
  'GET /api/ops/ledger': operator(),
  'POST /api/ops/ledger/verify': operator(),
  'GET /api/ops/messages': operator({ request: () => ({ query: { pageSize: '10' } }), schemas: { query: PageRequest } }),
  'GET /api/ops/actions': operator({ request: () => ({ query: { pageSize: '10' } }), schemas: { query: PageRequest } }),
  'GET /api/ops/payments': operator({ request: () => ({ query: { status: 'WAITING', provider: 'onerway' } }), schemas: { query: OpsPaymentsQuery } }),
  'GET /api/ops/payments/events': operator({ request: () => ({ query: { outcome: 'REJECTED' } }), schemas: { query: OpsEventsQuery } }),
  'GET /api/ops/payments/:id': operator({ request: (w) => ({ params: { id: w.attempt.id } }), schemas: { params: AttemptParams } }),
  'POST /api/ops/orders/:id/refund': operator({
    request: (w) => ({ params: { id: w.order.id }, body: { reason: 'Refund asked' } }),
    schemas: { body: [OpsRefundRequest] },
  }),
  'GET /api/ops/crypto/review': operator({ request: () => ({ query: { pageSize: '10' } }), schemas: { query: PageRequest } }),
  'POST /api/ops/crypto/review/:id/credit': operator({
    request: (w) => ({ params: { id: UNKNOWN_UUID }, body: { uid: w.buyerUid } }),
    schemas: { body: [CreditReviewRequest] },
  }),
  'GET /api/ops/debts': operator({ request: () => ({ query: { pageSize: '10' } }), schemas: { query: PageRequest } }),

  // --- The sandbox providers: their control calls (operator) and their own pages (public) ---------
  'GET /api/sandbox/payments': sandbox({ request: () => ({ query: { provider: 'onerway' } }), schemas: { query: SandboxPaymentsQuery } }),
  'POST /api/sandbox/payments/:id/action': sandbox({
    request: (w) => ({ params: { id: w.sandboxPayment.id }, body: { action: 'UNDERPAY', amount: '1' } }),
    schemas: { params: SandboxPaymentParams, body: [SandboxActionRequest] },
  }),
  'GET /api/sandbox/webhooks': sandbox({ request: (w) => ({ query: { paymentId: w.sandboxPayment.id } }), schemas: { query: SandboxWebhooksQuery } }),
  'POST /api/sandbox/webhooks/:id/redeliver': sandbox({ request: () => ({ params: { id: '999999' } }), schemas: { params: SandboxWebhookParams } }),
  'GET /api/sandbox/crypto': sandbox(),
  'POST /api/sandbox/crypto/transfer': sandbox({
    request: () => ({ body: { chain: 'TRC20', token: 'USDT', toAddress: 'TNotAnAddressOfThePlatform', amount: '1.5' } }),
    schemas: { body: [SandboxTransferRequest] },
  }),
  'POST /api/sandbox/crypto/mine': sandbox({ request: () => ({ body: { chain: 'TRC20', blocks: 1 } }), schemas: { body: [SandboxMineRequest] } }),
  'GET /sandbox/onerway/checkout': pub({ raw: true }),
  'GET /sandbox/onerway/transaction/:transactionId': pub({ raw: true, request: () => ({ params: { transactionId: '1000000000000000001' } }) }),
  'POST /sandbox/onerway/pay': pub({
    raw: true,
    request: () => ({ body: { transactionId: '1000000000000000001', card: { number: '4000000000000002', expiry: '12/30', cvv: '123' } } }),
  }),
  'POST /sandbox/onerway/3ds': pub({ raw: true, request: () => ({ body: { transactionId: '1000000000000000001', authenticated: true } }) }),
  'POST /sandbox/onerway/applepay/session': pub({
    raw: true,
    request: () => ({ body: { transactionId: '1000000000000000001', validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' } }),
  }),
  'POST /sandbox/onerway/applepay/pay': pub({ raw: true, request: () => ({ body: { transactionId: '1000000000000000001', token: {} } }) }),
  'POST /sandbox/onerway/v1/sdkTxn/doTransaction': pub({
    raw: true,
    request: () => ({ body: { merchantNo: '800209', merchantTxnId: 'route-test', orderAmount: '1.00', orderCurrency: 'USD', sign: '0'.repeat(64) } }),
  }),
  'POST /sandbox/onerway/v1/txn/doTransaction': pub({
    raw: true,
    request: () => ({
      body: { merchantNo: '800209', merchantTxnId: 'route-test', productType: 'LPMS', orderAmount: '1.00', orderCurrency: 'BRL', sign: '0'.repeat(64) },
    }),
  }),
  'POST /sandbox/onerway/v1/txn/onlineRefund': pub({
    raw: true,
    request: () => ({
      body: {
        merchantNo: '800209',
        merchantTxnId: 'route-test',
        originTransactionId: '1000000000000000001',
        refundAmount: '1.00',
        refundType: '0',
        sign: '0'.repeat(64),
      },
    }),
  }),
  'POST /sandbox/onerway/v1/txn/list': pub({
    raw: true,
    request: () => ({ body: { merchantNo: '800209', transactionIds: '1000000000000000001', current: '1', sign: '0'.repeat(64) } }),
  }),
  // The simulated PSP's API Pix: its own OAuth token (Basic client credentials), then a bearer token on every call.
  'POST /sandbox/pix/oauth/token': pub({ raw: true, request: () => ({ body: { grant_type: 'client_credentials' } }) }),
  'PUT /sandbox/pix/cob/:txid': pub({
    raw: true,
    request: () => ({
      params: { txid: '00000000000040008000000000000000' },
      body: { calendario: { expiracao: 60 }, valor: { original: '1.00' }, chave: 'key' },
    }),
  }),
  'GET /sandbox/pix/cob/:txid': pub({ raw: true, request: () => ({ params: { txid: '00000000000040008000000000000000' } }) }),
  'PATCH /sandbox/pix/cob/:txid': pub({
    raw: true,
    request: () => ({ params: { txid: '00000000000040008000000000000000' }, body: { status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' } }),
  }),
  'PUT /sandbox/pix/pix/:endToEndId/devolucao/:id': pub({
    raw: true,
    request: () => ({ params: { endToEndId: 'E99999008202601151000abcdefghijk', id: 'R1' }, body: { valor: '1.00' } }),
  }),
  'GET /sandbox/approve/:provider/:ref': pub({ raw: true, request: () => ({ params: { provider: 'wallet', ref: 'NOPE-REF' } }) }),
  'POST /sandbox/approve/:provider/:ref': pub({ raw: true, request: () => ({ params: { provider: 'wallet', ref: 'NOPE-REF' }, body: { choice: 'APPROVE' } }) }),
  'GET /sandbox/tpaga/:token': pub({ raw: true, request: () => ({ params: { token: 'NOPE-TOKEN' } }) }),
  'POST /sandbox/tpaga/:token': pub({ raw: true, request: () => ({ params: { token: 'NOPE-TOKEN' }, body: { choice: 'APPROVE' } }) }),
  'POST /sandbox/evm/:chain': pub({
    raw: true,
    request: () => ({ params: { chain: 'BEP20' }, body: { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] } }),
  }),
  'GET /sandbox/trongrid/v1/accounts/:address/transactions/trc20': pub({
    raw: true,
    request: () => ({ params: { address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' } }),
  }),
  'POST /sandbox/paypal/v1/oauth2/token': pub({ raw: true, request: () => ({ body: { grant_type: 'client_credentials' } }) }),
  'POST /sandbox/paypal/v2/checkout/orders': pub({
    raw: true,
    request: () => ({ body: { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: '1.00' } }] } }),
  }),
  'GET /sandbox/paypal/v2/checkout/orders/:id': pub({ raw: true, request: () => ({ params: { id: 'NOPEORDER00000000' } }) }),
  'POST /sandbox/paypal/v2/checkout/orders/:id/capture': pub({ raw: true, request: () => ({ params: { id: 'NOPEORDER00000000' }, body: {} }) }),
  'GET /sandbox/paypal/v2/payments/captures/:id': pub({ raw: true, request: () => ({ params: { id: 'NOPECAPTURE000000' } }) }),
  'POST /sandbox/paypal/v2/payments/captures/:id/refund': pub({ raw: true, request: () => ({ params: { id: 'NOPECAPTURE000000' }, body: {} }) }),
  'GET /sandbox/paypal/certs/:id': pub({ raw: true, request: () => ({ params: { id: 'CERT-00000000000000000000000000000000' } }) }),
  'GET /sandbox/paypal/checkoutnow': pub({ raw: true, request: () => ({ query: { token: 'NOPEORDER00000000' } }) }),
  'POST /sandbox/paypal/checkoutnow': pub({ raw: true, request: () => ({ query: { token: 'NOPEORDER00000000' }, body: { choice: 'approve' } }) }),
  'POST /sandbox/tpaga/api/payment_requests/create': pub({
    raw: true,
    request: () => ({ body: { cost: '1000', order_id: 'route-test', idempotency_token: 'route-test' } }),
  }),
  'GET /sandbox/tpaga/api/payment_requests/:token/info': pub({ raw: true, request: () => ({ params: { token: 'pr-00000000000000000000000000000000' } }) }),
  'POST /sandbox/tpaga/api/payment_requests/confirm_delivery': pub({
    raw: true,
    request: () => ({ body: { payment_request_token: 'pr-00000000000000000000000000000000' } }),
  }),
  'POST /sandbox/tpaga/api/payment_requests/refund': pub({
    raw: true,
    request: () => ({ body: { payment_request_token: 'pr-00000000000000000000000000000000' } }),
  }),
  'GET /sandbox/boleto/:ref/:token': pub({ raw: true, request: () => ({ params: { ref: 'NOPE-REF', token: 'NOPE-TOKEN' } }) }),
};

/** The path of a route with its parameters filled in (each encoded). */
export function pathOf(url: string, params: Record<string, string> = {}, encode = true) {
  const encoded = (value: string) => (encode ? encodeURIComponent(value) : value);
  return url.replace(/:([A-Za-z]+)|\*/g, (match, name: string | undefined) => {
    const value = params[name ?? '*'];
    if (value === undefined) throw new Error(`${url}: no value for ${match}`);
    return name ? encoded(value) : value.split('/').map(encoded).join('/');
  });
}

/** A query string (with its "?") from fields; an array repeats its key. */
export function queryOf(query: Record<string, unknown> = {}) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const item of [value].flat()) search.append(key, String(item));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export type RouteAnswer = { status: number; text: string; json: { respCode: number; data: unknown; message: string } | undefined };

/**
 * Sends one request to a route as an actor (or no one), with a fresh Idempotency-Key. `body` is
 * sent as JSON unless it is a string (sent as it is, as JSON's content type) or undefined.
 */
export async function callRoute(
  app: FastifyInstance,
  key: string,
  { params, query, body, rawQuery, rawParams }: RouteRequest & { rawQuery?: string; rawParams?: Record<string, string> },
  headers: Record<string, string> = {},
): Promise<RouteAnswer> {
  const [method, url] = key.split(' ') as [InjectOptions['method'], string];
  const stream = ROUTE_RULES[key]?.stream === true;
  const res = await app.inject({
    method,
    url: `${rawParams ? pathOf(url, rawParams, false) : pathOf(url, params)}${rawQuery ?? queryOf(query)}`,
    headers: { 'idempotency-key': randomUUID(), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    ...(stream ? { payloadAsStream: true } : {}),
  });
  if (stream) {
    let first = '';
    for await (const chunk of res.stream()) {
      first = String(chunk);
      break;
    }
    return { status: res.statusCode, text: first, json: first.startsWith('{') ? (JSON.parse(first) as RouteAnswer['json']) : undefined };
  }
  const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
  let json: RouteAnswer['json'];
  if (isJson) {
    try {
      json = res.json();
    } catch {
      json = undefined;
    }
  }
  return { status: res.statusCode, text: res.body, json };
}
