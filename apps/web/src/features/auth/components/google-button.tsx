import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useGoogleSignIn } from '../api/auth.ts';

interface GoogleAccountsId {
  initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
}
declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

const GIS_SCRIPT = 'https://accounts.google.com/gsi/client';
let scriptLoad: Promise<GoogleAccountsId> | undefined;

function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  scriptLoad ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SCRIPT;
    script.async = true;
    script.onload = () =>
      window.google?.accounts?.id ? resolve(window.google.accounts.id) : reject(new Error('no GIS'));
    script.onerror = () => reject(new Error('Google sign-in could not load'));
    document.head.append(script);
  });
  return scriptLoad;
}

const fallbackClass =
  'inline-flex min-h-11 w-full items-center justify-center gap-3 rounded-full border border-line bg-raised px-5 text-sm font-semibold text-ink disabled:cursor-not-allowed disabled:opacity-60';

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 18 18" className="size-4">
      <path
        fill="#4285F4"
        d="M17.6 9.2c0-.6-.1-1.2-.2-1.7H9v3.3h4.8a4.1 4.1 0 0 1-1.8 2.7v2.2h2.9c1.7-1.6 2.7-3.9 2.7-6.5z"
      />
      <path
        fill="#34A853"
        d="M9 18c2.4 0 4.5-.8 6-2.2l-2.9-2.2c-.8.5-1.8.9-3.1.9-2.4 0-4.4-1.6-5.1-3.8H.9v2.3A9 9 0 0 0 9 18z"
      />
      <path fill="#FBBC05" d="M3.9 10.7a5.4 5.4 0 0 1 0-3.4V5H.9a9 9 0 0 0 0 8z" />
      <path fill="#EA4335" d="M9 3.6c1.3 0 2.5.5 3.5 1.4L15 2.4A9 9 0 0 0 .9 5l3 2.3C4.6 5.2 6.6 3.6 9 3.6z" />
    </svg>
  );
}

/**
 * "Continue with google": Google Identity Services' button when the server has a client id; without
 * one, a disabled button that says why.
 */
export function GoogleButton({ clientId, onDone }: { clientId: string | null | undefined; onDone: () => void }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const mutation = useGoogleSignIn();
  const reasonId = useId();

  useEffect(() => {
    if (!clientId || !container.current) return;
    let active = true;
    loadGoogleIdentity()
      .then((gis) => {
        if (!active || !container.current) return;
        gis.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            if (!credential) {
              toast.error('Google authentication failed. Please try again.');
              return;
            }
            mutation.mutate(credential, {
              onSuccess: () => {
                toast.success('You are signed in successfully with Google!');
                onDone();
              },
              onError: (error) =>
                toast.error(
                  error instanceof ApiError ? error.message : 'Google authentication failed. Please try again.',
                ),
            });
          },
        });
        gis.renderButton(container.current, {
          theme: 'filled_black',
          size: 'large',
          shape: 'pill',
          text: 'continue_with',
          width: 320,
        });
      })
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
    // The mutation object changes identity every render; initialising once per client id is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clientId]);

  if (!clientId || failed) {
    const reason = clientId
      ? 'Google sign-in could not load; check your connection.'
      : 'Google sign-in is not configured on this server.';
    return (
      <span title={reason} className="block">
        <button type="button" disabled className={fallbackClass} aria-describedby={reasonId}>
          <GoogleMark />
          Continue with google
        </button>
        <span id={reasonId} className="sr-only">
          {reason}
        </span>
      </span>
    );
  }
  return <div ref={container} className="flex min-h-11 justify-center" aria-busy={mutation.isPending} />;
}
