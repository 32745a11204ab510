import type { Messages } from '../ja.ts';

/**
 * Student sign-in with a provider (decisions 014, 034): the buttons and messages of the student
 * login page (core: the student's pages bundle it), and the board's choice of providers. Portuguese.
 */
export const signInProviders: Messages['signInProviders'] = {
  or: 'ou',
  google: {
    button: 'Entrar com o Google',
    signingIn: 'Entrando com o Google…',
    errors: {
      not_registered: 'Esta conta do Google não está cadastrada nesta escola. Pergunte ao seu professor.',
      unverified: 'O e-mail desta conta do Google não foi confirmado. Pergunte ao seu professor.',
      stopped: 'O acesso desta conta está bloqueado. Pergunte ao seu professor.',
      failed: 'Não foi possível entrar com o Google. Toque de novo em “Entrar com o Google”.',
    },
  },
  microsoft: {
    button: 'Entrar com a Microsoft',
    signingIn: 'Entrando com a Microsoft…',
    errors: {
      not_registered: 'Esta conta da Microsoft não está cadastrada nesta escola. Pergunte ao seu professor.',
      unverified: 'Não foi possível confirmar o endereço escolar desta conta da Microsoft. Pergunte ao seu professor.',
      stopped: 'O acesso desta conta está bloqueado. Pergunte ao seu professor.',
      failed: 'Não foi possível entrar com a Microsoft. Toque de novo em “Entrar com a Microsoft”.',
    },
  },
};

/** The board's choice of providers (local_governments/settings; a staff namespace, decision 015). */
export const signInProviderSettings: Messages['signInProviderSettings'] = {
  title: 'Como os alunos entram',
  lead: 'Mostra um botão para entrar com a conta da escola na página de login de todas as escolas da secretaria. Entrar com o número de chamada e a senha sempre funciona.',
  google: 'Entrar com o Google (Google Workspace)',
  microsoft: 'Entrar com a Microsoft (Microsoft 365)',
  notConfigured: 'Não aparece: este servidor não está configurado para isso.',
  saved: 'Salvo',
};
