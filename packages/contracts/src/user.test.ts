import { describe, expect, it } from 'vitest';
import { googleSignInRequestSchema, signInRequestSchema, signUpRequestSchema } from './user.ts';

describe('sign-up request', () => {
  const valid = {
    name: '  Ada  ',
    email: ' Ada@Example.COM ',
    password: 'long enough',
    confirmPassword: 'long enough',
  };

  it('trims the name and normalises the email', () => {
    expect(signUpRequestSchema.parse(valid)).toEqual({ ...valid, name: 'Ada', email: 'ada@example.com' });
  });

  it('puts a password mismatch on confirmPassword', () => {
    const result = signUpRequestSchema.safeParse({ ...valid, confirmPassword: 'different!' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: 'Passwords do not match' }),
    ]);
  });

  it('accepts the length limits exactly and refuses one past them', () => {
    expect(signUpRequestSchema.safeParse({ ...valid, name: 'n'.repeat(80) }).success).toBe(true);
    expect(signUpRequestSchema.safeParse({ ...valid, name: 'n'.repeat(81) }).success).toBe(false);
    const at = (password: string) => signUpRequestSchema.safeParse({ ...valid, password, confirmPassword: password });
    expect(at('p'.repeat(8)).success).toBe(true);
    expect(at('p'.repeat(7)).success).toBe(false);
    expect(at('p'.repeat(128)).success).toBe(true);
    expect(at('p'.repeat(129)).success).toBe(false);
  });
});

describe('sign-in request', () => {
  it('normalises the email and does not apply sign-up password rules', () => {
    expect(signInRequestSchema.parse({ email: 'X@Y.io', password: 'short' })).toEqual({
      email: 'x@y.io',
      password: 'short',
    });
  });
});

describe('Google sign-in request', () => {
  it('accepts only a credential', () => {
    expect(googleSignInRequestSchema.safeParse({ credential: 'a.b.c' }).success).toBe(true);
    expect(googleSignInRequestSchema.safeParse({ credential: 'a.b.c', email: 'x@y.io' }).success).toBe(false);
    expect(googleSignInRequestSchema.safeParse({ name: 'X', email: 'x@y.io', profilePhoto: 'p' }).success).toBe(false);
  });
});
