/** Sign-in and registration forms (docs/product/rules.md): one schema validates the form and the request. */
import { z } from './zod';
import { CHANGE_PASSWORD_MESSAGES, MESSAGES } from './auth';
import { LIMITS } from './constants';
import { requiredText } from './content/fields';

/** A required name (first or last): blank or missing gives 'This field is required'. */
export const nameField = requiredText(MESSAGES.required, 100);
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
