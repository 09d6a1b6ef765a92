import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signUpThroughApi } from '../../../test/helpers.tsx';
import { goOffline } from '../../../test/setup.ts';

describe('routes and the sign-in guard', () => {
  it.each(['/interview/anything', '/feedback/anything'])(
    'sends a signed-out visitor of %s to /signup, replacing history',
    async (path) => {
      const before = window.history.length;
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'SignUp' })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/signup');
      expect(window.history.length).toBe(before);
    },
  );

  it.each([
    ['/generate', 'You need to be logged in to access this feature.'],
    ['/create-interview', 'You need to be logged in to create an interview.'],
  ])('shows Login Required on %s when signed out', async (path, message) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login Now' })).toHaveAttribute('href', '/signup');
  });

  it('forgets a browser whose session the server no longer knows', async () => {
    localStorage.setItem('userId', '00000000-0000-4000-8000-000000000000');
    localStorage.setItem('userName', 'Ghost');
    localStorage.setItem('userEmail', 'ghost@example.com');
    renderApp('/');
    await waitFor(() => expect(window.location.pathname).toBe('/signup'));
    expect(localStorage.getItem('userId')).toBeNull();
    expect(localStorage.getItem('userName')).toBeNull();
    expect(localStorage.getItem('userEmail')).toBeNull();
  });

  it('has a real not-found page with a way home', async () => {
    const { user } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'This page does not exist' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(window.location.pathname).toBe('/');
  });

  it('shows the landing page to visitors, with Login and Get Started', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/generate');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('heading', { name: 'Your Interviews' })).not.toBeInTheDocument();
  });

  it('logs out: says so, forgets the user and goes home', async () => {
    await signUpThroughApi('Linus');
    localStorage.setItem('userEmail', 'linus@example.com');
    const { user } = renderApp('/create-interview');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await within(screen.getByRole('status')).findByText('Logged out successfully!')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(localStorage.getItem('userId')).toBeNull();
    expect(localStorage.getItem('userName')).toBeNull();
    expect(localStorage.getItem('userEmail')).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('treats a session the server already forgot as logged out', async () => {
    localStorage.setItem('userId', '00000000-0000-4000-8000-000000000001');
    localStorage.setItem('userName', 'Stale');
    const { user } = renderApp('/create-interview');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await within(screen.getByRole('status')).findByText('Logged out successfully!')).toBeInTheDocument();
    expect(localStorage.getItem('userId')).toBeNull();
  });

  it('says so when logout fails, and keeps the user signed in', async () => {
    await signUpThroughApi('Offline');
    const { user } = renderApp('/create-interview');
    const logoutButton = await screen.findByRole('button', { name: 'Logout' });
    goOffline();
    await user.click(logoutButton);
    expect(await within(screen.getByRole('alert')).findByText('Logout failed. Please try again.')).toBeInTheDocument();
    expect(localStorage.getItem('userName')).toBe('Offline');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
  });
});
