import { ButtonLink } from '../../components/ui/button.tsx';
import { Page } from '../../components/layout/page.tsx';

export function NotFoundRoute() {
  return (
    <Page title="Page not found">
      <div className="flex flex-col items-start gap-4 py-12">
        <p className="text-sm font-semibold text-brand">404</p>
        <h1 className="text-3xl font-bold tracking-tight">This page does not exist</h1>
        <p className="text-muted">The link may be old or mistyped. Your interviews are on the home page.</p>
        <ButtonLink to="/">Back to Home</ButtonLink>
      </div>
    </Page>
  );
}

export default NotFoundRoute;
