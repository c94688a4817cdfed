// What the other modules may use of auth: they import it from here, never from its other files
// (docs/decisions/037-server-boundaries.md; lint enforces it).
export { resetLoginFailures } from './auth.service';
export { pendingSessionOf, resolvePendingSession, sessionFirst, type TokenRow } from './authentication';
export { countDevices, findTrustedDevices, forgetTrustedDevice, hashFingerprint, rememberDevice, type SeenDevice } from './devices.service';
export { changeNotice, type ChangeNoticeKind } from './messages';
export { issueToken, revokeAllTokens, type TokenPolicy } from './tokens.service';
export {
  checkVerificationCode,
  verificationCodePolicyOf,
  consumeVerificationCode,
  issueVerificationCode,
  tooFrequent,
  type VerificationCodePolicy,
} from './verification-codes.service';
