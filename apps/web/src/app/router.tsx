// The panel's routes (spec section 2). Every screen is its own lazy chunk; the guarded ones live
// inside the shell, which loads the session's data and shows the bottom tab bar.
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { GuestOnly, RequireAuth } from './require-auth';
import { RequireOperator } from './require-operator';
import { RootLayout, RouteError } from './root-layout';
import type { AppRouteHandle } from './route-handle';
import { preloadRoute, screen } from './screen';

const LoginScreen = screen(() => import('../features/auth/login-screen'));
const RegisterScreen = screen(() => import('../features/register/register-screen'));
const ResetPasswordScreen = screen(() => import('../features/recovery/reset-password-screen'));
const PasswordSetScreen = screen(() => import('../features/recovery/password-set-screen'));
const SecuritySetScreen = screen(() => import('../features/security/security-set-screen'));
const GuideScreen = screen(() => import('../features/guide/guide-screen'));
const ProfileSettingScreen = screen(() => import('../features/account/profile-setting-screen'));
const NicknameSettingScreen = screen(() => import('../features/account/nickname-setting-screen'));
const AccountSecurityScreen = screen(() => import('../features/account/account-security-screen'));
const SetPhoneScreen = screen(() => import('../features/account/set-phone-screen'));
const SetEmailScreen = screen(() => import('../features/account/set-email-screen'));
const EmailPhoneVerifyScreen = screen(() => import('../features/account/email-phone-verify-screen'));
const ResetLoginPasswordScreen = screen(() => import('../features/account/reset-login-password-screen'));
const SetTfaScreen = screen(() => import('../features/account/set-tfa-screen'));
const VcoinPasswordSetScreen = screen(() => import('../features/account/vcoin-password-set-screen'));
const TermsScreen = screen(() => import('../features/legal/terms-screen'));
const ReferenceScreen = screen(() => import('../features/developers/reference-screen'));
const NotFoundScreen = screen(() => import('../features/not-found/not-found-screen'));
const Shell = screen(() => import('./shell'));
const HomeScreen = screen(() => import('../features/home/home-screen'));
const MeScreen = screen(() => import('../features/me/me-screen'));
const AboutScreen = screen(() => import('../features/about/about-screen'));
const InboxScreen = screen(() => import('../features/notifications/inbox-screen'));
const NotificationSettingsScreen = screen(() => import('../features/notifications/notification-settings-screen'));
const ApiKeysScreen = screen(() => import('../features/api-keys/api-keys-screen'));
const WebhooksScreen = screen(() => import('../features/webhooks/webhooks-screen'));
const NewWebhookScreen = screen(() => import('../features/webhooks/new-webhook-screen'));
const WebhookScreen = screen(() => import('../features/webhooks/webhook-screen'));
const EditWebhookScreen = screen(() => import('../features/webhooks/edit-webhook-screen'));
const StoreSettingsScreen = screen(() => import('../features/store/store-settings-screen'));
const FollowingScreen = screen(() => import('../features/follows/following-screen'));
const StoreSearchScreen = screen(() => import('../features/follows/store-search-screen'));
const MyRequestsScreen = screen(() => import('../features/follows/my-requests-screen'));
const StoreDetailScreen = screen(() => import('../features/follows/store-detail-screen'));
const StoreProductsScreen = screen(() => import('../features/follows/store-products-screen'));
const FollowersScreen = screen(() => import('../features/followers/followers-screen'));
const FollowerDetailScreen = screen(() => import('../features/followers/follower-detail-screen'));
const FollowerRequestsScreen = screen(() => import('../features/followers/follower-requests-screen'));
const BlockListScreen = screen(() => import('../features/followers/block-list-screen'));
const MallScreen = screen(() => import('../features/catalogue/mall-screen'));
const GoodDetailScreen = screen(() => import('../features/catalogue/good-detail-screen'));
const StockScreen = screen(() => import('../features/catalogue/stock-screen'));
const StockDetailScreen = screen(() => import('../features/catalogue/stock-detail-screen'));
const SelectCardScreen = screen(() => import('../features/catalogue/select-card-screen'));
const SetCardPropertyScreen = screen(() => import('../features/catalogue/set-card-property-screen'));
const ProductListingScreen = screen(() => import('../features/catalogue/product-listing-screen'));
const AddProductScreen = screen(() => import('../features/catalogue/add-product-screen'));
const SelectUserScreen = screen(() => import('../features/catalogue/select-user-screen'));
const ListingCardDetailScreen = screen(() => import('../features/catalogue/listing-card-detail-screen'));
const SellGuideScreen = screen(() => import('../features/home/sell-guide-screen'));
const SaleOrderListScreen = screen(() => import('../features/sales/sale-order-list-screen'));
const SaleOrderDetailScreen = screen(() => import('../features/sales/sale-order-detail-screen'));
const VoucherReviewScreen = screen(() => import('../features/sales/voucher-review-screen'));
const OrderListScreen = screen(() => import('../features/orders/order-list-screen'));
const OrderDetailScreen = screen(() => import('../features/orders/order-detail-screen'));
const OrderSnapshotScreen = screen(() => import('../features/orders/order-snapshot-screen'));
const BankInfoScreen = screen(() => import('../features/orders/bank-info-screen'));
const VoucherPaymentScreen = screen(() => import('../features/orders/voucher-payment-screen'));
const PaymentVouchersScreen = screen(() => import('../features/orders/payment-vouchers-screen'));
const VoucherDetailScreen = screen(() => import('../features/orders/voucher-detail-screen'));
const CardListScreen = screen(() => import('../features/orders/card-list-screen'));
const PaymentSuccessScreen = screen(() => import('../features/orders/payment-success-screen'));
const OnlinePaymentScreen = screen(() => import('../features/online-payment/online-payment-screen'));
const CardPaymentScreen = screen(() => import('../features/online-payment/card-payment-screen'));
const VcoinPayScreen = screen(() => import('../features/vcoin-payment/vcoin-pay-screen'));
const BuyVcoinScreen = screen(() => import('../features/vcoin-payment/buy-vcoin-screen'));
const PixCodeScreen = screen(() => import('../features/payment-codes/pix-code-screen'));
const BarcodeScreen = screen(() => import('../features/payment-codes/barcode-screen'));
const TpagaCodeScreen = screen(() => import('../features/payment-codes/tpaga-code-screen'));
const CryptoPaymentScreen = screen(() => import('../features/payment-codes/crypto-screen'));
const VcoinListScreen = screen(() => import('../features/wallet/vcoin-list-screen'));
const VcoinRecordScreen = screen(() => import('../features/wallet/record-detail-screen'));
const VcoinTransferScreen = screen(() => import('../features/wallet/transfer-screen'));
const GenerateScreen = screen(() => import('../features/codes/generate-screen'));
const GenerateSelectCardScreen = screen(() => import('../features/codes/select-card-screen'));
const GenerateRecentScreen = screen(() => import('../features/codes/recent-screen'));
const GenerateListScreen = screen(() => import('../features/codes/record-list-screen'));
const GenerateDetailScreen = screen(() => import('../features/codes/record-detail-screen'));
const GenerateCodesScreen = screen(() => import('../features/codes/code-list-screen'));
const RechargeScreen = screen(() => import('../features/recharge/recharge-screen'));
const RechargeSelectCardScreen = screen(() => import('../features/recharge/select-card-screen'));
const RechargeHistoryAccountScreen = screen(() => import('../features/recharge/history-account-screen'));
const RechargeResultScreen = screen(() => import('../features/recharge/result-screen'));
const RechargeRecentScreen = screen(() => import('../features/recharge/recent-screen'));
const RechargeListScreen = screen(() => import('../features/recharge/list-screen'));
const RechargeDetailScreen = screen(() => import('../features/recharge/detail-screen'));
const RechargeCardListScreen = screen(() => import('../features/recharge/card-list-screen'));
const RedeemScreen = screen(() => import('../features/redeem/redeem-screen'));
const OpsOverviewScreen = screen(() => import('../features/ops/ops-overview-screen'));
const OpsTopUpListScreen = screen(() => import('../features/ops/topup-list-screen'));
const OpsTopUpDetailScreen = screen(() => import('../features/ops/topup-detail-screen'));
const OpsRatesScreen = screen(() => import('../features/ops/rates-screen'));
const OpsRateDetailScreen = screen(() => import('../features/ops/rate-detail-screen'));
const OpsBankAccountScreen = screen(() => import('../features/ops/bank-account-screen'));
const OpsLedgerScreen = screen(() => import('../features/ops/ledger-screen'));
const OpsMessagesScreen = screen(() => import('../features/ops/messages-screen'));
const OpsActionsScreen = screen(() => import('../features/ops/actions-screen'));
const OpsPaymentsScreen = screen(() => import('../features/ops-payments/payments-screen'));
const OpsPaymentDetailScreen = screen(() => import('../features/ops-payments/payment-detail-screen'));
const OpsPaymentEventsScreen = screen(() => import('../features/ops-payments/events-screen'));
const OpsCryptoReviewScreen = screen(() => import('../features/ops-payments/crypto-review-screen'));
const OpsDebtsScreen = screen(() => import('../features/ops-payments/debts-screen'));
const OpsSandboxScreen = screen(() => import('../features/ops-payments/sandbox-screen'));

const tabRoot: AppRouteHandle = { tabBar: true };
/** A tab root that is a list: its placeholder is a list's rows. */
const listTabRoot: AppRouteHandle = { tabBar: true, skeleton: 'list' };

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      // Public routes (spec section 2).
      {
        path: 'login',
        element: (
          <GuestOnly>
            <LoginScreen />
          </GuestOnly>
        ),
      },
      { path: 'register/:inviteCode?', element: <RegisterScreen /> },
      { path: 'resetPassword', element: <ResetPasswordScreen /> },
      { path: 'passwordSet', element: <PasswordSetScreen /> },
      { path: 'securitySet', element: <SecuritySetScreen /> },
      { path: 'termsOfUse', element: <TermsScreen /> },
      // The API reference for resellers' own shops and bots (no login: nothing in it is a secret).
      { path: 'developers', element: <ReferenceScreen /> },
      // An end client redeems an activation code (no login).
      { path: 'redeem', element: <RedeemScreen /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <Shell />,
            children: [
              { id: 'home', path: 'home', element: <HomeScreen />, handle: tabRoot },
              { id: 'me', path: 'me', element: <MeScreen />, handle: tabRoot },
              { id: 'about', path: 'about', element: <AboutScreen /> },
              { id: 'notifications', path: 'notifications', element: <InboxScreen /> },
              { id: 'notification-settings', path: 'me/notifications', element: <NotificationSettingsScreen /> },
              { id: 'api-keys', path: 'me/apiKeys', element: <ApiKeysScreen /> },
              // Webhooks of the reseller API: the endpoints, their secrets and delivery logs.
              { id: 'webhooks', path: 'me/webhooks', element: <WebhooksScreen /> },
              { id: 'webhook-new', path: 'me/webhooks/new', element: <NewWebhookScreen /> },
              { id: 'webhook', path: 'me/webhooks/:id', element: <WebhookScreen /> },
              { id: 'webhook-edit', path: 'me/webhooks/:id/edit', element: <EditWebhookScreen /> },
              // Accounts and security (spec section 2: general and personal routes).
              // The guide keeps the tab bar: it is a page of home, never a dead end.
              { id: 'guide', path: 'guide', element: <GuideScreen />, handle: tabRoot },
              { id: 'profile-setting', path: 'me/profileSetting', element: <ProfileSettingScreen /> },
              { id: 'nickname-setting', path: 'me/nickNameSetting', element: <NicknameSettingScreen /> },
              { id: 'account-security', path: 'me/accountSecurity', element: <AccountSecurityScreen /> },
              { id: 'set-phone', path: 'me/setPhone', element: <SetPhoneScreen /> },
              { id: 'set-email', path: 'me/setEmail', element: <SetEmailScreen /> },
              { id: 'email-phone-verify', path: 'me/emailPhoneVerify', element: <EmailPhoneVerifyScreen /> },
              { id: 'reset-login-password', path: 'me/resetLoginPassword', element: <ResetLoginPasswordScreen /> },
              { id: 'set-tfa', path: 'me/setTfa', element: <SetTfaScreen /> },
              { id: 'vcoin-password-set', path: 'me/vcoinPasswordSet', element: <VcoinPasswordSetScreen /> },
              // Stores, following and followers (spec section 2).
              { id: 'store-settings', path: 'setting/store', element: <StoreSettingsScreen /> },
              { id: 'following', path: 'following', element: <FollowingScreen /> },
              { id: 'following-search', path: 'following/search', element: <StoreSearchScreen /> },
              { id: 'following-requests', path: 'following/requestList', element: <MyRequestsScreen /> },
              { id: 'following-store', path: 'following/store/:id', element: <StoreDetailScreen /> },
              { id: 'following-store-products', path: 'following/store/products/:id', element: <StoreProductsScreen /> },
              { id: 'followers', path: 'follower', element: <FollowersScreen /> },
              { id: 'follower-detail', path: 'follower/detail', element: <FollowerDetailScreen /> },
              { id: 'follower-requests', path: 'follower/requestList', element: <FollowerRequestsScreen /> },
              { id: 'follower-block-list', path: 'follower/blockList', element: <BlockListScreen /> },
              // Goods, stock and listings (spec section 2; docs/decisions/006-catalogue.md).
              { id: 'mall', path: 'mall', element: <MallScreen />, handle: listTabRoot },
              { id: 'good-detail', path: 'goodDetail/:id', element: <GoodDetailScreen /> },
              { id: 'stock', path: 'stock', element: <StockScreen />, handle: listTabRoot },
              { id: 'stock-detail', path: 'stock/detail/:id', element: <StockDetailScreen /> },
              { id: 'select-card', path: 'selectCard', element: <SelectCardScreen /> },
              { id: 'set-card-property', path: 'setCardProperty', element: <SetCardPropertyScreen /> },
              { id: 'product-listing', path: 'productListing', element: <ProductListingScreen /> },
              {
                id: 'add-product',
                path: 'listing/addProduct',
                element: <AddProductScreen />,
                handle: { keepAlive: { within: ['/listing/addProduct/selectUser'] } } satisfies AppRouteHandle,
              },
              { id: 'select-user', path: 'listing/addProduct/selectUser', element: <SelectUserScreen /> },
              { id: 'listing-card-detail', path: 'listing/cardDetail', element: <ListingCardDetailScreen /> },
              // The seller's side of orders (spec section 2: seller side; the seller guide).
              { id: 'sell-guide', path: 'home/sellGuide', element: <SellGuideScreen /> },
              { id: 'sale-order-list', path: 'sale/orderList', element: <SaleOrderListScreen /> },
              { id: 'sale-order-detail', path: 'sale/orderDetail/:id', element: <SaleOrderDetailScreen /> },
              { id: 'sale-voucher', path: 'sale/voucherOrderDetail/:id', element: <VoucherReviewScreen /> },
              // The buyer's orders and their offline payment (spec section 2: buy orders, payment).
              { id: 'orders', path: 'order', element: <OrderListScreen /> },
              { id: 'order-detail', path: 'payment/detail/:id', element: <OrderDetailScreen /> },
              { id: 'order-snapshot', path: 'payment/snapshot/:id', element: <OrderSnapshotScreen /> },
              { id: 'bank-info', path: 'bankInfo/:id', element: <BankInfoScreen /> },
              { id: 'voucher-payment', path: 'voucherPayment/:id', element: <VoucherPaymentScreen /> },
              { id: 'payment-vouchers', path: 'order/paymentVouchers/:id', element: <PaymentVouchersScreen /> },
              { id: 'voucher-detail', path: 'order/voucherDetail/:id', element: <VoucherDetailScreen /> },
              { id: 'order-cards', path: 'order/cardList/:id', element: <CardListScreen /> },
              { id: 'payment-success', path: 'payment/success/:id', element: <PaymentSuccessScreen /> },
              // Paying online: the methods, the live attempt's status, the card frame (?topUp=1: a VCoin purchase).
              { id: 'online-payment', path: 'payment/online/:orderId', element: <OnlinePaymentScreen /> },
              { id: 'card-payment', path: 'payment/onerway/:orderId', element: <CardPaymentScreen /> },
              // Paying with VCoin and buying VCoin by bank transfer (spec section 2: payment, personal).
              { id: 'vcoin-pay', path: 'payment/vcoin/:id', element: <VcoinPayScreen /> },
              { id: 'buy-vcoin', path: 'me/buyVCoin', element: <BuyVcoinScreen /> },
              // Paying with a payment code: PIX, boleto, tpaga and crypto (?topUp=1: a VCoin purchase).
              { id: 'pix-code', path: 'payment/pixCodePage/:orderId', element: <PixCodeScreen /> },
              { id: 'barcode', path: 'payment/barcodePage/:orderId', element: <BarcodeScreen /> },
              { id: 'tpaga-code', path: 'payment/tpagaCodePage/:orderId', element: <TpagaCodeScreen /> },
              { id: 'crypto-payment', path: 'payment/crypto/:orderId', element: <CryptoPaymentScreen /> },
              // The VCoin wallet: balance and records, a record, a transfer (spec section 2: personal).
              { id: 'vcoin-list', path: 'me/VCoinList', element: <VcoinListScreen /> },
              { id: 'vcoin-record', path: 'me/VCoinList/:id', element: <VcoinRecordScreen /> },
              { id: 'vcoin-transfer', path: 'me/VCoinTransfer', element: <VcoinTransferScreen /> },
              // Activation codes: generating them from free units, the records and their codes (spec section 2: code generation).
              { id: 'generate', path: 'generate', element: <GenerateScreen /> },
              { id: 'generate-select-card', path: 'generate/selectCard', element: <GenerateSelectCardScreen /> },
              { id: 'generate-recent', path: 'generate/recent', element: <GenerateRecentScreen /> },
              { id: 'generate-list', path: 'generate/list', element: <GenerateListScreen /> },
              { id: 'generate-detail', path: 'generate/detail/:taskId', element: <GenerateDetailScreen /> },
              { id: 'generate-codes', path: 'generate/cardNo/:taskId', element: <GenerateCodesScreen /> },
              // Recharging client accounts with a recharge card, the recharges and their results (spec section 2: recharge).
              { id: 'recharge', path: 'recharge', element: <RechargeScreen /> },
              { id: 'recharge-select-card', path: 'recharge/selectCard', element: <RechargeSelectCardScreen /> },
              { id: 'recharge-history-account', path: 'recharge/historyAccount', element: <RechargeHistoryAccountScreen /> },
              { id: 'recharge-result', path: 'recharge/result/:id', element: <RechargeResultScreen /> },
              { id: 'recharge-recent', path: 'recharge/recent', element: <RechargeRecentScreen /> },
              { id: 'recharge-list', path: 'recharge/list', element: <RechargeListScreen /> },
              { id: 'recharge-detail', path: 'recharge/detail/:taskId', element: <RechargeDetailScreen /> },
              { id: 'recharge-card-list', path: 'recharge/cardList/:taskId', element: <RechargeCardListScreen /> },
              // The platform operator's screens (design/domain.md): not found for anyone else.
              {
                element: <RequireOperator />,
                children: [
                  { id: 'ops', path: 'ops', element: <OpsOverviewScreen /> },
                  { id: 'ops-topups', path: 'ops/topups', element: <OpsTopUpListScreen /> },
                  { id: 'ops-topup', path: 'ops/topups/:id', element: <OpsTopUpDetailScreen /> },
                  { id: 'ops-rates', path: 'ops/rates', element: <OpsRatesScreen /> },
                  { id: 'ops-rate', path: 'ops/rates/:currency', element: <OpsRateDetailScreen /> },
                  { id: 'ops-bank-account', path: 'ops/bank-account', element: <OpsBankAccountScreen /> },
                  { id: 'ops-ledger', path: 'ops/ledger', element: <OpsLedgerScreen /> },
                  { id: 'ops-messages', path: 'ops/messages', element: <OpsMessagesScreen /> },
                  { id: 'ops-actions', path: 'ops/actions', element: <OpsActionsScreen /> },
                  // Online and crypto payments: attempts, provider events, crypto to review, chargeback debts and the sandbox control page.
                  { id: 'ops-payments', path: 'ops/payments', element: <OpsPaymentsScreen /> },
                  { id: 'ops-payment-events', path: 'ops/payments/events', element: <OpsPaymentEventsScreen /> },
                  { id: 'ops-payment', path: 'ops/payments/:id', element: <OpsPaymentDetailScreen /> },
                  { id: 'ops-crypto-review', path: 'ops/crypto-review', element: <OpsCryptoReviewScreen /> },
                  { id: 'ops-debts', path: 'ops/debts', element: <OpsDebtsScreen /> },
                  { id: 'ops-sandbox', path: 'ops/sandbox', element: <OpsSandboxScreen /> },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

/** Asks for the code of the screen at `pathname` (and its shell) before the first render; see app/screen.ts. */
export function preloadScreen(pathname: string, signedIn: boolean, each?: (ask: () => void) => void) {
  preloadRoute(routes, pathname, { signedIn, guard: RequireAuth, each });
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
