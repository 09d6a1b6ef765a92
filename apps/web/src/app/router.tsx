import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { clearSession } from '../lib/session.ts';
import { RootLayout } from './routes/root-layout.tsx';
import { RouteErrorBoundary } from './routes/route-error.tsx';

const pages = {
  home: lazy(() => import('./routes/home.tsx')),
  auth: lazy(() => import('./routes/auth.tsx')),
  generate: lazy(() => import('./routes/generate.tsx')),
  createInterview: lazy(() => import('./routes/create-interview.tsx')),
  takeInterview: lazy(() => import('./routes/take-interview.tsx')),
  feedback: lazy(() => import('./routes/feedback.tsx')),
  notFound: lazy(() => import('./routes/not-found.tsx')),
};
const DataLayout = lazy(() => import('./routes/data-layout.tsx'));

/** A lazily loaded page inside its own error boundary, reset when the address changes. */
function Page({ component: PageComponent }: { component: LazyExoticComponent<ComponentType> }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname}>
      <PageComponent />
    </RouteErrorBoundary>
  );
}

/** A 401 from the API means the server no longer knows this browser: forget the user, ask them to sign in. */
function SessionExpiry() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      clearSession();
      void navigate('/signup', { replace: true });
    });
  }, [navigate]);
  return null;
}

/**
 * Every page is loaded on demand, so the landing page ships only the shell and itself. Declarative
 * routes: the data router would add about 17 kB (gzip) to every page for loaders this app does not use.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <SessionExpiry />
      <Routes>
        <Route element={<RootLayout />}>
          <Route index element={<Page component={pages.home} />} />
          <Route element={<DataLayout />}>
            <Route path="signup" element={<Page component={pages.auth} />} />
            <Route path="generate" element={<Page component={pages.generate} />} />
            <Route path="create-interview" element={<Page component={pages.createInterview} />} />
            <Route path="interview/:id" element={<Page component={pages.takeInterview} />} />
            <Route path="feedback/:feedbackId" element={<Page component={pages.feedback} />} />
          </Route>
          <Route path="*" element={<Page component={pages.notFound} />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
