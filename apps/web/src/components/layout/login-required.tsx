import { ButtonLink } from '../ui/button.tsx';

export function LoginRequired({ message }: { message: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-3xl border border-line bg-surface p-10 text-center">
      <h1 className="text-2xl font-bold">Login Required</h1>
      <p className="text-muted">{message}</p>
      <ButtonLink to="/signup">Login Now</ButtonLink>
    </div>
  );
}
