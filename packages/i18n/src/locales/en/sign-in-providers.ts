import type { Messages } from '../ja.ts';

/**
 * Student sign-in with a provider (decisions 014, 034): the buttons and messages of the student
 * login page (core: the student's pages bundle it), and the board's choice of providers. English.
 */
export const signInProviders: Messages['signInProviders'] = {
  or: 'or',
  google: {
    button: 'Sign in with Google',
    signingIn: 'Signing in with Google…',
    errors: {
      not_registered: 'This Google account is not registered at this school. Please ask your teacher.',
      unverified: 'The email address of this Google account is not verified. Please ask your teacher.',
      stopped: 'Signing in is stopped for this account. Please ask your teacher.',
      failed: 'Signing in with Google did not work. Please press “Sign in with Google” again.',
    },
  },
  microsoft: {
    button: 'Sign in with Microsoft',
    signingIn: 'Signing in with Microsoft…',
    errors: {
      not_registered: 'This Microsoft account is not registered at this school. Please ask your teacher.',
      unverified: 'The school address of this Microsoft account could not be confirmed. Please ask your teacher.',
      stopped: 'Signing in is stopped for this account. Please ask your teacher.',
      failed: 'Signing in with Microsoft did not work. Please press “Sign in with Microsoft” again.',
    },
  },
};

/** The board's choice of providers (local_governments/settings; a staff namespace, decision 015). */
export const signInProviderSettings: Messages['signInProviderSettings'] = {
  title: 'How students sign in',
  lead: 'Shows a button to sign in with the school account on the login page of every school of the board. Signing in with the attendance number and password always works.',
  google: 'Sign in with Google (Google Workspace)',
  microsoft: 'Sign in with Microsoft (Microsoft 365)',
  notConfigured: 'Not shown: this server is not configured for it.',
  saved: 'Saved',
};
