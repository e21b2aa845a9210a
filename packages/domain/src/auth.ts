/** Accounts: the form messages of SPEC §5 and the shapes of the session calls (schemas: auth-schemas.ts). */
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
}

export interface TokenValidation {
  userId: string;
  userEmail: string;
  isAdmin: boolean;
}
