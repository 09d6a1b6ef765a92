import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Page } from '../../components/layout/page.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';

/** What went wrong on a page, and a way back. */
export function RouteError({ error }: { error: unknown }) {
  const message =
    error instanceof Error &&
    /dynamically imported module|Failed to fetch|Importing a module script failed/i.test(error.message)
      ? 'This page could not be loaded. Check your connection, or reload after an update.'
      : 'Something went wrong on this page.';
  return (
    <Page title="Something went wrong">
      <div className="flex flex-col items-start gap-4">
        <h1 className="text-2xl font-bold">Something went wrong</h1>
        <p className="text-muted">{message}</p>
        <div className="flex items-center gap-4">
          <ButtonLink to="/">Back to Home</ButtonLink>
          <button
            type="button"
            className="text-brand underline-offset-4 hover:underline"
            onClick={() => window.location.reload()}
          >
            Reload
          </button>
        </div>
      </div>
    </Page>
  );
}

/** One per route: a page that fails to load or render shows RouteError instead of a blank screen. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn('A page failed:', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
