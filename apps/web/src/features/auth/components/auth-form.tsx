import { zodResolver } from '@hookform/resolvers/zod';
import type { SignInRequest, SignUpRequest } from '@mockingbird/contracts';
import { useEffect, useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { signInRequestSchema, signUpRequestSchema, useSignIn, useSignUp } from '../api/auth.ts';

export type AuthMode = 'signup' | 'signin';

/** Shows a server's field problems next to their fields; returns whether any field took one. */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
) {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && fields.includes(field)) {
      setError(field as Path<T>, { type: 'server', message: issue.message });
      placed = true;
    }
  }
  return placed;
}

function SignUpForm({ onDone }: { onDone: () => void }) {
  const mutation = useSignUp();
  const form = useForm<SignUpRequest>({
    resolver: zodResolver(signUpRequestSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      toast.success('You are signed up successfully!');
      onDone();
    } catch (error) {
      applyServerIssues(error, form.setError, ['name', 'email', 'password', 'confirmPassword']);
      toast.error(error instanceof ApiError ? error.message : 'Some error occurred! Try again');
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <TextField label="Name" autoComplete="name" required error={errors.name?.message} {...form.register('name')} />
      <TextField
        label="Your Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" disabled={mutation.isPending} className="mt-2 w-full">
        {mutation.isPending ? 'Processing...' : 'Submit'}
      </Button>
    </form>
  );
}

function SignInForm({ onDone }: { onDone: () => void }) {
  const mutation = useSignIn();
  const form = useForm<SignInRequest>({
    resolver: zodResolver(signInRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      toast.success('You are signed in successfully!');
      onDone();
    } catch (error) {
      applyServerIssues(error, form.setError, ['email', 'password']);
      toast.error(error instanceof ApiError ? error.message : 'Some error occurred! Try again');
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <TextField
        label="Your Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" disabled={mutation.isPending} className="mt-2 w-full">
        {mutation.isPending ? 'Processing...' : 'Submit'}
      </Button>
    </form>
  );
}

/** The sign-up and sign-in forms with the toggle between them. Sign-up is the default. */
export function AuthForms({ onDone, googleButton }: { onDone: () => void; googleButton: React.ReactNode }) {
  const [mode, setMode] = useState<AuthMode>('signup');
  useEffect(() => {
    document.title = `${mode === 'signup' ? 'Sign up' : 'Sign in'} · Mockingbird`;
  }, [mode]);
  return (
    <div className="flex w-full flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">{mode === 'signup' ? 'SignUp' : 'SignIn'}</h1>
      {googleButton}
      <div className="flex items-center gap-3 text-sm text-faint" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        or
        <span className="h-px flex-1 bg-line" />
      </div>
      {mode === 'signup' ? <SignUpForm onDone={onDone} /> : <SignInForm onDone={onDone} />}
      <p className="text-center text-sm text-muted">
        <button
          type="button"
          onClick={() => setMode(mode === 'signup' ? 'signin' : 'signup')}
          className="font-semibold text-brand underline-offset-4 hover:underline"
        >
          {mode === 'signup' ? 'Already have Account?' : "Don't have Account?"}
        </button>
      </p>
    </div>
  );
}
