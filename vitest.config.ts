import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// One run, four projects: the domain rules, the server API (real database), the panel's units in
// jsdom and those that render nothing in Node.
// Test files run side by side, one per core (Vitest would leave one core idle). On PostgreSQL a
// worker spends much of its time waiting for the server, so one more keeps both cores busy.
const workers = os.availableParallelism() + (process.env.TEST_DATABASE_URL ? 1 : 0);

// The panel's tests that render nothing (rules, forms' schemas, pure functions, the build's checks):
// they run in Node, without jsdom or the rendering setup, which a file of them would otherwise spend
// most of its time loading. Each runs in 'web-node' and only there.
const DOM_FREE_WEB_TESTS = [
  'build/endpoint-table.test.ts',
  'build/tab-root-chunks.test.ts',
  'src/features/about/build-info.test.ts',
  'src/features/account/contact-channels.test.ts',
  'src/features/auth/auth-api.test.ts',
  'src/features/auth/login-texts.test.ts',
  'src/features/catalogue/listing-form.test.ts',
  'src/features/catalogue/order-sheet.test.ts',
  'src/features/catalogue/tier-editor.test.ts',
  'src/features/codes/codes-rules.test.ts',
  'src/features/developers/reference-model.test.ts',
  'src/features/home/quick-start.test.ts',
  'src/features/online-payment/payment-form.test.ts',
  'src/features/ops-payments/ops-payments-forms.test.ts',
  'src/features/ops-payments/payments-parts.test.ts',
  'src/features/ops/ops-forms.test.ts',
  'src/features/orders/voucher-form.test.ts',
  'src/features/payment-codes/attempt-state.test.ts',
  'src/features/recharge/recharge-rules.test.ts',
  'src/features/register/register-form.test.ts',
  'src/features/sales/sale-forms.test.ts',
  'src/features/store/payment-account-form.test.ts',
  'src/features/vcoin-payment/vcoin-payment-forms.test.ts',
  'src/features/wallet/wallet-rules.test.ts',
  'src/lib/idempotency.test.ts',
  'src/lib/live-events.test.ts',
  'src/lib/offline-caches.test.ts',
  'src/lib/progress.test.ts',
  'src/lib/shrink-image.test.ts',
  'src/lib/user-agent.test.ts',
  'src/shared/accounts/account-errors.test.ts',
  'src/shared/money/money-amount.test.ts',
  'src/shared/orders/pay-within.test.ts',
  'src/shared/payments/payment-types.test.ts',
  'src/shared/payments/payments-api.test.ts',
];

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      {
        test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'], environment: 'node', pool: 'threads' },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          setupFiles: ['./test/no-driver-warnings.ts'],
          // A worker's test files share its modules: the app's code is imported once per worker, not
          // once per file (which took most of the suite's time). Each file builds its own app on its
          // own database, and a file that mocks a module loads the app anew (vi.resetModules in its
          // vi.hoisted: login-security.test.ts); spies and stubs are restored after each test.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // A loaded machine can take seconds over a dialog's animation or a lazy chunk: waitFor
        // allows 10 s, so a test has room for a few of them.
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...DOM_FREE_WEB_TESTS],
          environment: 'jsdom',
          // Each file in a VM context of its own inside a worker thread that stays: jsdom and the
          // environment are loaded once per worker, not once per file (37 s against 80 s alone, less
          // than half the CPU). A file still gets a new document, storage and module graph. jsdom's
          // internals (its cookie jar) keep the worker's clock, which fake timers do not reach.
          pool: 'vmThreads',
          // Vite's scan for dependencies to pre-bundle finds nothing to do here and only warns.
          deps: { optimizer: { web: { enabled: false } } },
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: { name: 'web-node', root: './apps/web', include: DOM_FREE_WEB_TESTS, environment: 'node', pool: 'threads', testTimeout: 30_000 },
      },
    ],
  },
});
