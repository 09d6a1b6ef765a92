import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signUpThroughApi } from '../../../test/helpers.tsx';
import { holdRequests } from '../../../test/setup.ts';

const email = () => `auth.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;

describe('the auth screen', () => {
  it('starts in sign-up mode and toggles to sign-in', async () => {
    const { user } = renderApp('/signup');
    expect(await screen.findByRole('heading', { name: 'SignUp' })).toBeInTheDocument();
    for (const label of ['Name', 'Your Email', 'Password', 'Confirm Password']) {
      expect(screen.getByLabelText(label, { exact: true })).toBeInTheDocument();
    }
    expect(screen.getByText('or')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Already have Account?' }));
    expect(screen.getByRole('heading', { name: 'SignIn' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Confirm Password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Don't have Account?" }));
    expect(screen.getByRole('heading', { name: 'SignUp' })).toBeInTheDocument();
  });

  it('says why Google sign-in is unavailable when the server has no client id', async () => {
    renderApp('/signup');
    const google = await screen.findByRole('button', { name: 'Continue with google' });
    expect(google).toBeDisabled();
    expect(google).toHaveAccessibleDescription('Google sign-in is not configured on this server.');
  });

  it('signs up, shows "Processing..." while waiting, stores the user and goes home', async () => {
    const { user } = renderApp('/signup');
    await user.type(await screen.findByLabelText('Name'), 'Grace Hopper');
    await user.type(screen.getByLabelText('Your Email'), email());
    await user.type(screen.getByLabelText('Password', { exact: true }), 'correct horse');
    await user.type(screen.getByLabelText('Confirm Password'), 'correct horse');
    const release = holdRequests('/user/signup');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    release();

    expect(await within(screen.getByRole('status')).findByText('You are signed up successfully!')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(localStorage.getItem('userName')).toBe('Grace Hopper');
    expect(localStorage.getItem('userId')).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStorage.getItem('userEmail')).toBeNull();
    expect(await screen.findByText('No interviews scheduled yet.')).toBeInTheDocument();
  });

  it('shows form problems next to their fields before calling the server', async () => {
    const { user } = renderApp('/signup');
    await user.type(await screen.findByLabelText('Name'), 'Grace');
    await user.type(screen.getByLabelText('Your Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'correct horse');
    await user.type(screen.getByLabelText('Confirm Password'), 'different horse');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Passwords do not match');
    expect(screen.getByLabelText('Your Email')).toHaveAccessibleDescription('Enter a valid email address');
    expect(localStorage.getItem('userId')).toBeNull();
  });

  it("shows the server's message when the email is taken", async () => {
    const existing = await signUpThroughApi();
    localStorage.clear();
    const { user } = renderApp('/signup');
    await user.type(await screen.findByLabelText('Name'), 'Someone');
    await user.type(screen.getByLabelText('Your Email'), existing.email);
    await user.type(screen.getByLabelText('Password', { exact: true }), 'correct horse');
    await user.type(screen.getByLabelText('Confirm Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await within(screen.getByRole('alert')).findByText('An account with this email already exists'),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/signup');
  });

  it('signs in, and says so when the password is wrong', async () => {
    const existing = await signUpThroughApi('Ada');
    localStorage.clear();
    const { user } = renderApp('/signup');
    await user.click(await screen.findByRole('button', { name: 'Already have Account?' }));
    await user.type(screen.getByLabelText('Your Email'), existing.email);
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await within(screen.getByRole('alert')).findByText('Invalid email or password')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/signup');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'long enough password');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await within(screen.getByRole('status')).findByText('You are signed in successfully!')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(localStorage.getItem('userName')).toBe('Ada');
  });
});
