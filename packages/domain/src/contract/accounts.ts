// Accounts and security (spec sections 1, 2, 4, 5, 7 and 8): sign-up, verification codes,
// recovery, the login's captcha and security checks, the quick-start guide, and the
// account-security settings of "me". Calls the spec names keep its paths; the others follow
// its style. See docs/decisions/004-accounts.md.
import { z } from 'zod';
import { LIMITS } from '../constants';
import {
  emailSchema,
  isValidPhone,
  nicknameSchema,
  normalizePhone,
  passwordSchema,
  upperStrip,
  verificationCodeSchema,
  withPasswordConfirmation,
} from '../validation';
import { TokenResponse } from './auth';

const REQUIRED = { error: 'validation.required' } as const;
const TOO_LONG = { error: 'validation.tooLong' } as const;

// --- Shared pieces -----------------------------------------------------------------------

/** What a verification code is for; a code only works for its own purpose and address. */
export const CODE_PURPOSES = [
  'SIGN_UP',
  'RESET_PASSWORD',
  'SECURITY_ALERT',
  'TWO_FACTOR_LOGIN',
  'CHANGE_EMAIL',
  'CHANGE_PHONE',
  'TWO_FACTOR',
  'PAYMENT_PASSWORD',
] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/**
 * Purposes the verify call accepts: the two flows of a caller who has not logged in. The
 * logged-in changes check their code when it is used, and the login's codes go with their
 * challenge, so a stranger cannot spend the tries of someone else's code.
 */
export const VERIFIABLE_PURPOSES = ['SIGN_UP', 'RESET_PASSWORD'] as const;

/** Where a code goes: the account's email or its phone. */
export const CONTACT_CHANNELS = ['EMAIL', 'PHONE'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** Length of the VCoin payment password (digits only). */
export const PAYMENT_PASSWORD_LENGTH = 6;
/** Upper bound of the fingerprint id (fingerprint hash + finger UUID). */
export const FINGERPRINT_ID_MAX = 200;
export const ACCOUNT_MAX = 100;

/** An email (any case) or a phone number; a phone needs its country code, in the number (+55...) or as `areaCode`. */
const accountField = z.string(REQUIRED).trim().min(1, REQUIRED).max(ACCOUNT_MAX, TOO_LONG);
/** Country calling code of a phone account, with or without '+'; empty counts as absent. */
const areaCodeField = z
  .string()
  .trim()
  .regex(/^(\+?\d{1,4})?$/, { error: 'validation.phone' })
  .optional()
  .transform((value) => (value ? value.replace(/^\+/, '') : undefined));

/** A 4-character code as typed: upper-cased and stripped of spaces first (spec section 5). */
export const codeField = z.string(REQUIRED).transform(upperStrip).pipe(verificationCodeSchema);

/** The device's fingerprint id: the fingerprint hash followed by the random finger UUID. */
export const fingerprintIdField = z.string().trim().max(FINGERPRINT_ID_MAX, TOO_LONG).optional();

export type ResolvedAccount = { channel: ContactChannel; value: string };

/**
 * Reads an account as an email (lower-cased) or an international phone number (+digits).
 * A phone without a country code (neither "+" nor `areaCode`) is not an account: the caller
 * answers 710005.
 */
export function resolveAccount(account: string, areaCode?: string): ResolvedAccount | null {
  const text = account.trim();
  if (text.includes('@')) {
    const email = emailSchema.safeParse(text);
    return email.success ? { channel: 'EMAIL', value: email.data.toLowerCase() } : null;
  }
  if (!isValidPhone(text)) return null;
  const digits = normalizePhone(text);
  const phone = digits.startsWith('+') ? digits : areaCode ? `+${areaCode}${digits.replace(/^0+/, '')}` : null;
  return phone && /^\+\d{6,15}$/.test(phone) ? { channel: 'PHONE', value: phone } : null;
}

/** Hides most of an address for answers to callers who have not logged in: an***@example.com, +55*******0000. */
export function maskAddress(value: string): string {
  const at = value.indexOf('@');
  if (at >= 0) return `${value.slice(0, Math.min(2, at))}***${value.slice(at)}`;
  return `${value.slice(0, 3)}${'*'.repeat(Math.max(0, value.length - 7))}${value.slice(-4)}`;
}

/** Answer of every call that sends a code: where it went (masked) and when it expires and may be sent again. */
export const SendCodeResponse = z.object({
  channel: z.enum(CONTACT_CHANNELS),
  target: z.string(),
  /** Seconds until the code expires. */
  expiresIn: z.number().int(),
  /** Seconds until another code may be sent to the same address. */
  resendIn: z.number().int(),
});
export type SendCodeResponse = z.infer<typeof SendCodeResponse>;

/** data of 140029 when sending or logging in too often. */
export const TooFrequentData = z.object({ minutes: z.number().int(), seconds: z.number().int().optional() });

// --- Sign-up -----------------------------------------------------------------------------

/** POST /api-user/user/verification/sign-up/code: 710005 bad format, 710006 already registered, 140029, 160009. */
export const SignUpCodeRequest = z.object({ account: accountField, areaCode: areaCodeField });
export type SignUpCodeRequest = z.input<typeof SignUpCodeRequest>;
export const SignUpCodeResponse = SendCodeResponse;

/**
 * POST /api-user/user/verification/verify: checks a code without using it up (710010 expired
 * or dead, 710011 wrong). The sign-up needs this first (710009 otherwise).
 */
export const VerifyCodeRequest = z.object({
  account: accountField,
  areaCode: areaCodeField,
  code: codeField,
  type: z.enum(VERIFIABLE_PURPOSES),
});
export type VerifyCodeRequest = z.input<typeof VerifyCodeRequest>;
export const VerifyCodeResponse = z.object({
  verified: z.literal(true),
  /** Seconds the verified code stays usable. */
  expiresIn: z.number().int(),
});
export type VerifyCodeResponse = z.infer<typeof VerifyCodeResponse>;

/**
 * POST /api-user/user/sign-up/reseller: creates the account and its store record, logs it in on
 * this device (remembered for the security alert), and with an invite code follows the inviting
 * store (accepted).
 */
export const SignUpRequest = withPasswordConfirmation(
  z.object({
    account: accountField,
    areaCode: areaCodeField,
    code: codeField,
    password: passwordSchema,
    /** Defaults to the part of the email before "@", or "User" and the phone's last 4 digits. */
    nickname: nicknameSchema.optional(),
    inviteCode: z.string().trim().max(32, TOO_LONG).optional(),
    fingerprintId: fingerprintIdField,
  }),
);
export type SignUpRequest = z.input<typeof SignUpRequest>;

export const SignUpResponse = z.object({
  id: z.string(),
  uid: z.string(),
  nickname: z.string(),
  token: TokenResponse,
  /** The follow of the inviting store, when signing up through an invite. */
  follow: z.object({ storeId: z.string(), storeName: z.string(), status: z.literal('ACCEPTED') }).nullable(),
});
export type SignUpResponse = z.infer<typeof SignUpResponse>;

/** GET /api-user/user/invite/login/handle?inviteCode=: the inviting store (4001 on inviteCode when unknown). */
export const InviteHandleQuery = z.object({ inviteCode: z.string(REQUIRED).trim().min(1, REQUIRED).max(32, TOO_LONG) });
export const InviteHandleResponse = z.object({
  storeId: z.string(),
  uid: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  nickname: z.string(),
});
export type InviteHandleResponse = z.infer<typeof InviteHandleResponse>;

/** GET /api-user/user/invite/query/link?version=1: the sign-up link of the caller's store (`<panel address>/register/<invite code>`). */
export const InviteLinkQuery = z.object({ version: z.coerce.number().int().min(1).max(1).default(1) });
export const InviteLinkResponse = z.string();
export type InviteLinkResponse = z.infer<typeof InviteLinkResponse>;

// --- Login -------------------------------------------------------------------------------

/**
 * POST /api-auth/oauth/user/login/prejudge (form or JSON; the panel reads the whole body):
 * what the login form must show for this account on this device.
 */
export const PrejudgeRequest = z.object({
  username: z.string(REQUIRED).trim().min(1, REQUIRED).max(ACCOUNT_MAX, TOO_LONG),
  fingerprintId: fingerprintIdField,
});
export const PrejudgeResponse = z.object({
  /** The image captcha must be sent with the login (after repeated failures). */
  needCaptcha: z.boolean(),
  /** A reCAPTCHA token must be sent with the login (when the server is configured for it). */
  needRecaptcha: z.boolean(),
  /** The login may be held for a code: false only for a device that already passed the check on this account without two-factor (unknown accounts answer like a new device). */
  needSecurityCheck: z.boolean(),
  /** Minutes the account or the source address must still wait (0: none). */
  waitMinutes: z.number().int(),
});
export type PrejudgeResponse = z.infer<typeof PrejudgeResponse>;

/** GET /api-auth/validate/code/{clientID}?{timestamp}: an SVG captcha bound to the device's captcha client id. */
export const CaptchaParams = z.object({ clientID: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) });

/** GET /api-auth/oauth/site/key */
export const SiteKeyResponse = z.object({ siteKey: z.string().nullable(), enabled: z.boolean() });
export type SiteKeyResponse = z.infer<typeof SiteKeyResponse>;

/**
 * Form fields the login (POST /api-auth/oauth/user/token) takes besides TokenRequest's. A
 * missing captcha when one is needed is 150001 on `captcha`, a wrong one 710011, an expired
 * one 710010 (each with data.captchaRequired = true); a failed reCAPTCHA is 5043.
 */
export const LoginExtrasRequest = z.object({
  fingerprintId: fingerprintIdField,
  captcha: z.string().max(16, TOO_LONG).optional(),
  captchaClientId: z.string().max(64, TOO_LONG).optional(),
  recaptchaToken: z.string().max(4096, TOO_LONG).optional(),
});
export type LoginExtrasRequest = z.input<typeof LoginExtrasRequest>;

export const LOGIN_CHALLENGE_STATES = ['SECURITY_ALERT', 'TWO_FACTOR'] as const;
export type LoginChallengeState = (typeof LOGIN_CHALLENGE_STATES)[number];

/** The login's answer when it is held for a code: no token yet; the panel goes to /securitySet. */
export const LoginChallengeResponse = z.object({
  state: z.enum(LOGIN_CHALLENGE_STATES),
  challengeId: z.string(),
  channel: z.enum(CONTACT_CHANNELS),
  target: z.string(),
  /** Seconds the challenge waits for its code. */
  expiresIn: z.number().int(),
});
export type LoginChallengeResponse = z.infer<typeof LoginChallengeResponse>;

/** POST /api-auth/oauth/user/token answers a token, or a challenge (tell them apart by `challengeId`). */
export const LoginResponse = z.union([TokenResponse, LoginChallengeResponse]);
export type LoginResponse = z.infer<typeof LoginResponse>;

/** True when the login was held for a code (no token yet). */
export function isLoginChallenge(answer: LoginResponse): answer is LoginChallengeResponse {
  return 'challengeId' in answer;
}

/** POST /api-auth/oauth/user/login/security-verify (form or JSON): completes a held login and remembers the device. */
export const SecurityVerifyRequest = z.object({ challengeId: z.uuid(), code: codeField });
export const SecurityVerifyResponse = TokenResponse;

/** POST /api-auth/oauth/user/login/security-code: sends the held login's code again. */
export const SecurityCodeResendRequest = z.object({ challengeId: z.uuid() });
export const SecurityCodeResendResponse = SendCodeResponse;

// --- Recovery ----------------------------------------------------------------------------

/** POST /api-user/user/verification/reset-password/code: 160009 "account not found" for an unknown account. */
export const ResetPasswordCodeRequest = z.object({ account: accountField, areaCode: areaCodeField });
export const ResetPasswordCodeResponse = SendCodeResponse;

/** PUT /api-user/user/password/reset/outer: sets a new password and ends every session of the account. */
export const ResetPasswordRequest = withPasswordConfirmation(
  z.object({ account: accountField, areaCode: areaCodeField, code: codeField, password: passwordSchema }),
);
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequest>;
export const ResetPasswordResponse = z.null();

// --- Quick-start guide -------------------------------------------------------------------

/** The spec's two steps: follow a store and buy from the mall; list products and invite resellers or sell to clients. */
export const GUIDE_STEPS = ['FOLLOW_AND_BUY', 'LIST_AND_INVITE'] as const;

/** GET /api-user/users/guide/info and POST /api-user/users/guide/confirm */
export const GuideInfoResponse = z.object({
  /** Shown to accounts that signed up, until confirmed. */
  show: z.boolean(),
  steps: z.array(z.object({ key: z.enum(GUIDE_STEPS), done: z.boolean() })),
});
export type GuideInfoResponse = z.infer<typeof GuideInfoResponse>;
export const GuideConfirmResponse = GuideInfoResponse;

// --- Old version -------------------------------------------------------------------------

/** GET /api-user/user/config/redirect/web?type=1: the old panel's address (4050 when not offered). */
export const RedirectWebQuery = z.object({ type: z.coerce.number().int().pipe(z.literal(1)) });
export const RedirectWebResponse = z.string();
export type RedirectWebResponse = z.infer<typeof RedirectWebResponse>;

// --- Me: profile and account security ----------------------------------------------------

/** PUT /api-user/users/profile: nickname and/or avatar (the key of an image the caller uploaded). */
export const UpdateProfileRequest = z
  .object({
    nickname: nicknameSchema.optional(),
    avatar: z.string().trim().min(1, REQUIRED).max(200, TOO_LONG).optional(),
  })
  .refine((value) => value.nickname !== undefined || value.avatar !== undefined, { error: 'validation.required', path: ['nickname'] });
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequest>;
export const ProfileResponse = z.object({ id: z.string(), nickname: z.string(), avatar: z.string().nullable() });
export type ProfileResponse = z.infer<typeof ProfileResponse>;

/** GET /api-user/users/security/info, and the answer of every security change. */
export const SecurityInfoResponse = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  twoFactorChannel: z.enum(CONTACT_CHANNELS).nullable(),
  paymentPasswordSet: z.boolean(),
  /** Devices that log in without the security alert. */
  rememberedDevices: z.number().int(),
});
export type SecurityInfoResponse = z.infer<typeof SecurityInfoResponse>;

/**
 * A device the caller's logins remembered: logging in from it raises no security alert. `current`: the
 * device asking; `name`: its browser and system when first trusted ('Chrome · Android'); `address`:
 * the network address it was last used from; both null for a device trusted before they were kept.
 */
export const TrustedDevice = z.object({
  id: z.string(),
  current: z.boolean(),
  deviceId: z.string().nullable(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  addedAt: z.string(),
  lastUsedAt: z.string(),
});
export type TrustedDevice = z.infer<typeof TrustedDevice>;
/** GET /api-user/users/security/devices: the caller's trusted devices, the last used first. */
export const TrustedDevicesResponse = z.array(TrustedDevice);
export type TrustedDevicesResponse = z.infer<typeof TrustedDevicesResponse>;
/** DELETE /api-user/users/security/devices/{id}: forgets one of the caller's devices (its next login asks the security check again); answers those left. */
export const TrustedDeviceParams = z.object({ id: z.uuid() });

/** POST /api-user/user/verification/security/code: a code to the caller's own email or phone. */
export const SecurityCodeRequest = z.object({
  type: z.enum(['TWO_FACTOR', 'PAYMENT_PASSWORD']),
  channel: z.enum(CONTACT_CHANNELS),
});
export const SecurityCodeResponse = SendCodeResponse;

const emailField = z.string(REQUIRED).max(ACCOUNT_MAX, TOO_LONG).pipe(emailSchema);

/** POST /api-user/user/verification/change-email/code: a code to the new email (710006 when taken). */
export const ChangeEmailCodeRequest = z.object({ email: emailField });
/** The current login password, asked again by the email and phone changes (110017 when wrong). */
const currentPasswordField = z.string(REQUIRED).min(1, REQUIRED).max(64, TOO_LONG);

/** PUT /api-user/users/security/email: the code sent to the new email and the current login password. */
export const ChangeEmailRequest = z.object({ email: emailField, code: codeField, password: currentPasswordField });

/** POST /api-user/user/verification/change-phone/code: a code to the new phone (710005 without a country code, 710006 when taken). */
export const ChangePhoneCodeRequest = z.object({ phone: z.string(REQUIRED).trim().min(1, REQUIRED).max(30, TOO_LONG), areaCode: areaCodeField });
/** PUT /api-user/users/security/phone: the code sent to the new phone and the current login password. */
export const ChangePhoneRequest = ChangePhoneCodeRequest.extend({ code: codeField, password: currentPasswordField });

/** PUT /api-user/users/security/password: 110017 when the old password is wrong; other sessions end. */
export const ChangePasswordRequest = withPasswordConfirmation(
  z.object({ oldPassword: z.string(REQUIRED).min(1, REQUIRED).max(64, TOO_LONG), password: passwordSchema }),
);
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequest>;
export const ChangePasswordResponse = z.null();

/** PUT /api-user/users/security/tfa: turns two-factor on or off with a TWO_FACTOR code sent over `channel`. */
export const TwoFactorRequest = z.object({ enabled: z.boolean(), channel: z.enum(CONTACT_CHANNELS), code: codeField });

/**
 * Message key of a payment password that is not 6 digits. It is not among the domain's
 * VALIDATION_KEYS yet: the panel translates it with its own texts.
 */
export const PAYMENT_PASSWORD_INVALID_KEY = 'validation.paymentPassword';

/** A 6-digit payment password. */
export const paymentPasswordSchema = z
  .string(REQUIRED)
  .min(1, { error: 'validation.required', abort: true })
  .regex(new RegExp(`^\\d{${PAYMENT_PASSWORD_LENGTH}}$`), { error: PAYMENT_PASSWORD_INVALID_KEY });

/** PUT /api-user/users/security/payment-password: sets or changes it with a PAYMENT_PASSWORD code. */
export const PaymentPasswordRequest = withPasswordConfirmation(
  z.object({ password: paymentPasswordSchema, channel: z.enum(CONTACT_CHANNELS), code: codeField }),
);
export type PaymentPasswordRequest = z.input<typeof PaymentPasswordRequest>;

// --- Development outbox ------------------------------------------------------------------

/** GET /__dev/outbox?to=: messages of the outbox transport, newest first (only while it is in use). */
export const OutboxQuery = z.object({ to: z.string().trim().max(ACCOUNT_MAX).optional() });
export const OutboxResponse = z.array(
  z.object({ id: z.string(), channel: z.enum(['email', 'sms']), to: z.string(), subject: z.string(), text: z.string(), createdAt: z.string() }),
);
export type OutboxResponse = z.infer<typeof OutboxResponse>;

/** Limits the panel shows next to the code fields. */
export const CODE_LENGTH = LIMITS.VERIFICATION_CODE_LENGTH;
