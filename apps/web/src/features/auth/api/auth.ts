import {
  signInRequestSchema,
  signUpRequestSchema,
  userSchema,
  type SignInRequest,
  type SignUpRequest,
} from '@mockingbird/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { saveSession } from '../../../lib/session.ts';

export { signInRequestSchema, signUpRequestSchema };

export const signUp = (body: SignUpRequest) =>
  api('/user/signup', { method: 'POST', body, schema: userSchema, expectUnauthorized: true });

export const signIn = (body: SignInRequest) =>
  api('/user/signin', { method: 'POST', body, schema: userSchema, expectUnauthorized: true });

export const signInWithGoogle = (credential: string) =>
  api('/user/google', { method: 'POST', body: { credential }, schema: userSchema, expectUnauthorized: true });

export function useSignUp() {
  return useMutation({ mutationFn: signUp, onSuccess: (user) => saveSession(user, false) });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn, onSuccess: (user) => saveSession(user, false) });
}

export function useGoogleSignIn() {
  return useMutation({ mutationFn: signInWithGoogle, onSuccess: (user) => saveSession(user, true) });
}
