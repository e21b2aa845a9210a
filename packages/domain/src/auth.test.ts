import { describe, expect, it } from 'vitest';
import { normalizeEmail } from './auth';
import { loginSchema, registerSchema } from './auth-schemas';

const valid = { firstName: 'Asha', lastName: 'Verma', email: 'asha@example.com', password: 'secret1', confirmPassword: 'secret1' };

/** The message shown under each field: the first problem found for it. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const shown: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) shown[issue.path.join('.')] ??= issue.message;
  return shown;
}

describe('registration form', () => {
  it('accepts a complete form and trims names and e-mail', () => {
    const parsed = registerSchema.parse({ ...valid, firstName: ' Asha ', email: ' asha@example.com ' });
    expect(parsed.firstName).toBe('Asha');
    expect(parsed.email).toBe('asha@example.com');
  });

  it('words every problem as docs/product/rules.md does', () => {
    const result = registerSchema.safeParse({ firstName: '', lastName: '', email: '', password: '123', confirmPassword: '' });
    expect(messages(result)).toEqual({
      firstName: 'This field is required',
      lastName: 'This field is required',
      email: 'This field is required',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'This field is required',
    });
  });

  it('requires the confirmation to match', () => {
    expect(messages(registerSchema.safeParse({ ...valid, confirmPassword: 'secret2' }))).toEqual({
      confirmPassword: 'Your Passwords do not match',
    });
  });
});

describe('sign-in form', () => {
  it('requires both fields and a 6-character password', () => {
    expect(messages(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'This field is required',
      password: 'This field is required',
    });
    expect(messages(loginSchema.safeParse({ email: 'a@b.co', password: '12345' }))).toEqual({
      password: 'Password must be at least 6 characters',
    });
  });
});

it('compares e-mail addresses without case or surrounding blanks', () => {
  expect(normalizeEmail('  Asha.Verma@Example.COM ')).toBe('asha.verma@example.com');
});
