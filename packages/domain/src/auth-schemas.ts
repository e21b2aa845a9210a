/** Sign-in and registration forms (SPEC §5): one schema validates the form and the request. */
import { z } from './zod';
import { MESSAGES } from './auth';
import { LIMITS } from './constants';
import { trimText } from './text';

/** A required text field: blank or missing gives 'This field is required'. */
export const requiredText = z.string({ error: MESSAGES.required }).overwrite(trimText).min(1, MESSAGES.required);
export const emailField = requiredText.max(254).pipe(z.email({ error: 'Please enter a valid email address' }));
const password = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .min(LIMITS.minPasswordLength, MESSAGES.passwordMin)
  .max(200, 'Password must be at most 200 characters');

export const registerSchema = z
  .object({
    firstName: requiredText.max(100),
    lastName: requiredText.max(100),
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

export const CHANGE_PASSWORD_MESSAGES = {
  wrongCurrent: 'Your current password is not correct',
  sameAsCurrent: 'Choose a new password different from the current one',
  changed: 'Your password has been changed. Other devices have been signed out.',
} as const;

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
