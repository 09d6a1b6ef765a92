import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, inject, vi } from 'vitest';
import { dismissAllToasts } from '../src/lib/toast.ts';

/**
 * The browser's fetch for jsdom: relative URLs go to the real test server, and cookies are kept
 * per test, as a browser keeps them for its origin.
 */
const apiBase = inject('apiBase');
let cookies = new Map<string, string>();
let offline = false;
const nodeFetch = globalThis.fetch;

/** Until the test ends, every request fails as a browser's fetch does without a network. */
export function goOffline() {
  offline = true;
}

let held: { path: string; release: Promise<void> } | undefined;

/** Holds requests to `path` (as a slow network would) until the returned function is called. */
export function holdRequests(path: string): () => void {
  let release!: () => void;
  held = { path, release: new Promise<void>((resolve) => (release = resolve)) };
  return release;
}

globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  if (offline) throw new TypeError('Failed to fetch');
  if (held && new URL(String(input instanceof Request ? input.url : input), apiBase).pathname === held.path)
    await held.release;
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, apiBase);
  const headers = new Headers(init?.headers);
  if (cookies.size > 0) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
  const response = await nodeFetch(url, { ...init, headers });
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';');
    const [name = '', value = ''] = pair.split('=');
    const expired = attributes.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim())) || value === '';
    if (expired) cookies.delete(name.trim());
    else cookies.set(name.trim(), value.trim());
  }
  return response;
};

/** The API as the signed-in browser of this test sees it. */
export const testFetch = globalThis.fetch;

let consoleErrors: unknown[][] = [];
beforeEach(() => {
  cookies = new Map();
  offline = false;
  held = undefined;
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  dismissAllToasts();
  vi.restoreAllMocks();
  // An unexpected console.error is a failure, as in the browser tests.
  expect(consoleErrors, 'console.error was called').toEqual([]);
});
