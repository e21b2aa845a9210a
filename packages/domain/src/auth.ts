/** Accounts: the form messages of docs/product/rules.md and the shapes of the session calls (schemas: auth-schemas.ts). */
import { LIMITS } from './constants';

export const MESSAGES = {
  required: 'This field is required',
  passwordMin: `Password must be at least ${LIMITS.minPasswordLength} characters`,
  passwordMismatch: 'Your Passwords do not match',
} as const;

/** E-mail addresses are compared case-insensitively and without surrounding blanks. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export interface CurrentUser {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Whether the owner of the address followed the verification link (guest bookings then show in My Bookings). */
  emailVerified: boolean;
}

export interface TokenValidation {
  userId: string;
  userEmail: string;
  isAdmin: boolean;
  /** Shown on the profile button. */
  initials: string;
}

export const ACCOUNT_MESSAGES = {
  /** The same answer whether or not an account exists for the address. */
  resetSent: (email: string) =>
    `If an account exists for ${email}, we have sent it a link to choose a new password. The link works once, within one hour.`,
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
  passwordReset: 'Your password has been changed. Please sign in with your new password.',
  verificationSent: (email: string) => `We sent a verification link to ${email}.`,
  verificationSentRecently: (email: string) =>
    `We sent a verification link to ${email} less than an hour ago. Please use that one, or ask again later.`,
  verifyLinkInvalid: 'This verification link is invalid or has expired. Sign in and ask for a new one from My Bookings.',
  emailVerified: 'Your e-mail address is verified.',
} as const;

/** How long a password reset link works. */
export const PASSWORD_RESET_MINUTES = 60;
/** How long an e-mail verification link works. */
export const EMAIL_VERIFICATION_DAYS = 7;

/** Two letters for the profile button: the first letters of the first and last names. */
export function initialsOf(user: { firstName: string; lastName: string }): string {
  const first = (text: string) => Array.from(text.trim())[0] ?? '';
  return (first(user.firstName) + first(user.lastName)).toUpperCase();
}

/** The Change Password page's messages: zod-free, so the frame that reads them stays out of zod. */
export const CHANGE_PASSWORD_MESSAGES = {
  wrongCurrent: 'Your current password is not correct',
  sameAsCurrent: 'Choose a new password different from the current one',
  changed: 'Your password has been changed. Other devices have been signed out.',
} as const;
