import { render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { StrictMode } from 'react';
import type { VoiceOptions } from '../src/features/call/voice-client-context.tsx';
type UserEventOptions = Parameters<typeof userEvent.setup>[0];
export type { UserEvent };
import { App } from '../src/app/app.tsx';
import { testFetch } from './setup.ts';

/**
 * Renders the whole app at `path`, as a browser opening that address. `strict` renders it as
 * main.tsx does, under StrictMode (effects run twice).
 */
export function renderApp(
  path = '/',
  options: { voice?: VoiceOptions; user?: UserEventOptions; strict?: boolean } = {},
) {
  window.history.replaceState(null, '', path);
  const user = userEvent.setup(options.user);
  const app = <App {...(options.voice ? { voice: options.voice } : {})} />;
  return { user, ...render(options.strict ? <StrictMode>{app}</StrictMode> : app) };
}

let counter = 0;

/** Signs a new user up through the real API (this test's browser keeps the cookie) and stores them as the app does. */
export async function signUpThroughApi(name = 'Test Candidate') {
  counter += 1;
  const email = `web.${process.pid}.${Date.now()}.${counter}@example.com`;
  const response = await testFetch('/user/signup', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password: 'long enough password', confirmPassword: 'long enough password' }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const user = (await response.json()) as { _id: string; name: string; email: string };
  localStorage.setItem('userId', user._id);
  localStorage.setItem('userName', user.name);
  return { ...user, email };
}

export async function apiPost<T>(path: string, body: unknown): Promise<T> {
  const response = await testFetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
