import { Suspense, useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Toaster } from '../../components/ui/toaster.tsx';
import { logout } from '../../features/auth/api/logout.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';

function Header() {
  const session = useSession();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const onLogout = () => {
    setPending(true);
    logout()
      .then(() => {
        toast.success('Logged out successfully!');
        return navigate('/');
      })
      .catch(() => toast.error('Logout failed. Please try again.'))
      .finally(() => setPending(false));
  };
  return (
    <header className="border-b border-line/70 bg-canvas/80 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold tracking-tight">
          <img src="/logo.svg" alt="" width={28} height={28} className="size-7" />
          Mockingbird
        </Link>
        {session ? (
          <Button variant="secondary" onClick={onLogout} disabled={pending}>
            Logout
          </Button>
        ) : (
          <ButtonLink to="/signup" variant="secondary">
            Login
          </ButtonLink>
        )}
      </div>
    </header>
  );
}

export function PageLoading() {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-24 text-muted">
      <Spinner /> Loading...
    </div>
  );
}

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-brand focus:px-3 focus:py-2 focus:text-brand-ink"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="border-t border-line/70 px-4 py-6 text-center text-xs text-faint">
        Mockingbird · practise interviews out loud, privately, on your own server.
      </footer>
      <Toaster />
    </div>
  );
}
