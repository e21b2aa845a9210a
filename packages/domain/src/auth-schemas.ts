/** Sign-in and registration forms (docs/product/rules.md): one schema validates the form and the request. */
import { z } from './zod';
import { CHANGE_PASSWORD_MESSAGES, MESSAGES } from './auth';
import { LIMITS } from './constants';
import { requiredText } from './content/fields';

/** The longest first or last name a form takes. */
export const NAME_MAX_LENGTH = 50;

export const NAME_MESSAGES = {
  characters: "Please use only letters, spaces and . ' -",
  link: 'A name cannot be a web address',
  tooLong: `Must be at most ${NAME_MAX_LENGTH} characters`,
} as const;

/** Letters of any script with their marks (Devanagari's vowel signs are marks), spaces, . ' ’ and -. */
const NAME_CHARACTERS = /^[\p{L}\p{M} .'’-]+$/u;
/** 'example.com' written into a name, so an e-mail showing the name would show a link. */
const DOMAIN_LIKE = /\p{L}{2,}\.\p{L}{2,}/u;

/**
 * A person's name (first or last), wherever one is taken: registration, a booking's guest, a listing
 * request. Blank or missing gives 'This field is required'. Names reach e-mails sent to other people,
 * so they hold what names hold and nothing a message could be made of: no digits, line breaks or
 * addresses, and at least one letter.
 */
// zod runs every check even after the length one fails: the patterns only look at a name of a
// name's length (DOMAIN_LIKE backtracks quadratically, so a megabyte of letters took seconds).
const nameLength = (name: string) => name.length <= NAME_MAX_LENGTH;
export const nameField = requiredText(MESSAGES.required, NAME_MAX_LENGTH, NAME_MESSAGES.tooLong)
  .refine((name) => !nameLength(name) || (NAME_CHARACTERS.test(name) && /\p{L}/u.test(name)), NAME_MESSAGES.characters)
  .refine((name) => !nameLength(name) || !DOMAIN_LIKE.test(name), NAME_MESSAGES.link);
export const emailField = requiredText(MESSAGES.required, 254).pipe(z.email({ error: 'Please enter a valid email address' }));
const password = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .min(LIMITS.minPasswordLength, MESSAGES.passwordMin)
  .max(200, 'Password must be at most 200 characters');

export const registerSchema = z
  .object({
    firstName: nameField,
    lastName: nameField,
    email: emailField,
    password,
    confirmPassword: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({ email: emailField, password });
export type LoginInput = z.infer<typeof loginSchema>;

/** Changing one's own password (the admin area's Change Password page): the current one is required. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(200, 'Password must be at most 200 characters'),
    newPassword: password,
    confirmPassword: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: MESSAGES.passwordMismatch, path: ['confirmPassword'] })
  .refine((v) => v.newPassword !== v.currentPassword, { message: CHANGE_PASSWORD_MESSAGES.sameAsCurrent, path: ['newPassword'] });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** 'Forgot password?': the address to send a reset link to. */
export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** A secret from a mailed link (password reset, e-mail verification). */
const linkToken = z.string({ error: 'This link is not valid' }).min(20, 'This link is not valid').max(200, 'This link is not valid');

/** Setting a new password from a reset link: the same rules as registration. */
export const resetPasswordSchema = z
  .object({ token: linkToken, password, confirmPassword: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required) })
  .refine((v) => v.password === v.confirmPassword, { message: MESSAGES.passwordMismatch, path: ['confirmPassword'] });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const verifyEmailSchema = z.object({ token: linkToken });
