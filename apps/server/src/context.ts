import type { Config } from './config';
import type { Db } from './db/client';
import type { Clock } from './platform/clock';
import type { FileStorage } from './platform/file-storage';
import type { MessageTransport } from './platform/messaging';
import type { TaskRunner } from './tasks/task-runner';
import type { PaymentProviders } from './modules/payments/providers';
import type { CodeVault } from './modules/codes/code-vault';
import type { PushSender } from './modules/notifications/push';

/** What every route module is given: the database, the configuration and the outside world. */
export type AppContext = {
  db: Db;
  config: Config;
  clock: Clock;
  /** Uploads: vouchers and pictures. */
  storage: FileStorage;
  /** Finished exports of codes, served to their owner until they expire. */
  exportStorage: FileStorage;
  /** Email and SMS (verification codes, security alerts). */
  messaging: MessageTransport;
  /** Web Push to the browsers people subscribed (off without the VAPID keys). */
  push: PushSender;
  /** Long and scheduled work: modules register their task kinds' handlers on it. */
  tasks: TaskRunner;
  /** The payment providers (the sandboxes unless production adapters are configured). */
  payments: PaymentProviders;
  /** The activation codes' vault; its key is read (or made) on first use, not at start: a server that never makes codes needs none. */
  codeVault: () => CodeVault;
};
