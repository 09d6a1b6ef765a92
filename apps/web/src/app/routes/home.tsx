import { lazy, Suspense } from 'react';
import { Page } from '../../components/layout/page.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useSession } from '../../lib/session.ts';

const YourInterviews = lazy(() => import('./your-interviews.tsx'));

const PROMISES = [
  ['Realistic simulations', 'An AI interviewer asks role-specific questions out loud and listens to your answers.'],
  ['Instant feedback', 'A report with scores, what you said well, and what to work on, right after the call.'],
  ['Personalised tips', 'Concrete advice from your own answers: missed concepts, filler words, story structure.'],
] as const;

export function HomeRoute() {
  const session = useSession();
  return (
    <Page title="Practise interviews by voice" wide>
      <div className="flex flex-col gap-14">
        <section className="relative overflow-hidden rounded-3xl border border-line bg-gradient-to-br from-raised via-surface to-canvas p-8 sm:p-12">
          <div className="flex max-w-2xl flex-col items-start gap-5">
            <p className="rounded-full border border-brand/40 px-3 py-1 text-xs font-semibold text-brand">
              AI mock interviews
            </p>
            <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
              Walk into your next interview having already done it.
            </h1>
            <p className="text-lg text-muted">
              Welcome{session ? `, ${session.userName}` : ''}! Practise out loud with an AI interviewer, then read
              feedback on every answer.
            </p>
            <ButtonLink to="/generate" className="px-7">
              Get Started
            </ButtonLink>
          </div>
          <img
            src="/hero.svg"
            alt=""
            width={320}
            height={320}
            className="pointer-events-none absolute -right-10 -bottom-10 hidden w-80 opacity-90 lg:block"
          />
        </section>

        <ul className="grid gap-4 sm:grid-cols-3">
          {PROMISES.map(([title, text]) => (
            <li key={title} className="rounded-2xl border border-line bg-surface p-5">
              <h2 className="font-semibold">{title}</h2>
              <p className="mt-1 text-sm text-muted">{text}</p>
            </li>
          ))}
        </ul>

        {session ? (
          <section aria-labelledby="your-interviews" className="flex flex-col gap-5">
            <h2 id="your-interviews" className="text-2xl font-bold tracking-tight">
              Your Interviews
            </h2>
            <Suspense
              fallback={
                <p role="status" className="flex items-center gap-3 text-muted">
                  <Spinner /> Loading...
                </p>
              }
            >
              <YourInterviews userId={session.userId} />
            </Suspense>
          </section>
        ) : null}
      </div>
    </Page>
  );
}

export default HomeRoute;
