import { dismissToast, useToasts, type Toast } from '../../lib/toast.ts';

function ToastItem({ item }: { item: Toast }) {
  return (
    <div
      className={`pointer-events-auto flex items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg shadow-black/40 ${
        item.tone === 'success' ? 'border-good/40 bg-raised text-ink' : 'border-bad/50 bg-raised text-ink'
      }`}
    >
      <span aria-hidden="true" className={item.tone === 'success' ? 'text-good' : 'text-bad'}>
        {item.tone === 'success' ? '✓' : '!'}
      </span>
      <p className="flex-1">{item.text}</p>
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        className="-m-1 rounded p-1 text-faint hover:text-ink"
        aria-label="Dismiss notification"
      >
        ×
      </button>
    </div>
  );
}

/**
 * Two live regions that are always in the page, so screen readers announce what is added:
 * successes politely (role="status"), errors at once (role="alert").
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-3 z-50 flex flex-col items-center gap-2 px-3 sm:top-3 sm:bottom-auto sm:items-end sm:px-6">
      <div role="status" aria-live="polite" aria-label="Notifications" className="flex w-full max-w-sm flex-col gap-2">
        {toasts
          .filter((t) => t.tone === 'success')
          .map((t) => (
            <ToastItem key={t.id} item={t} />
          ))}
      </div>
      <div role="alert" aria-live="assertive" aria-label="Problems" className="flex w-full max-w-sm flex-col gap-2">
        {toasts
          .filter((t) => t.tone === 'error')
          .map((t) => (
            <ToastItem key={t.id} item={t} />
          ))}
      </div>
    </div>
  );
}
