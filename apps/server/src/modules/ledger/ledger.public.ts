// What the other modules may use of ledger: they import it from here, never from its other files
// (docs/decisions/037-server-boundaries.md; lint enforces it).
export {
  hold,
  LOCKED_ACCOUNT_COLUMNS,
  lockedAccountOf,
  lockWallets,
  platformAccountOf,
  post,
  postPending,
  voidPending,
  walletOf,
  type Leg,
  type LockedAccountRow,
} from './ledger';
export { lastVerification, verifyAndRecord } from './verify';
