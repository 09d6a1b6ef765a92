import { useSyncExternalStore } from 'react';

/** Messages the spec shows with alert(), as accessible toasts with the same text. */
export interface Toast {
  id: number;
  tone: 'success' | 'error';
  text: string;
}

const DISMISS_AFTER_MS = 6000;
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function set(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number) {
  set(toasts.filter((t) => t.id !== id));
}

export function dismissAllToasts() {
  set([]);
}

function show(tone: Toast['tone'], text: string) {
  const id = nextId++;
  // A success means the earlier problem is behind the user; its message would only confuse.
  const kept = tone === 'success' ? toasts.filter((t) => t.tone === 'success') : toasts;
  set([...kept.slice(-2), { id, tone, text }]);
  setTimeout(() => dismissToast(id), DISMISS_AFTER_MS);
}

export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
};

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}
