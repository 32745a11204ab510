import type { Messages } from '../ja.ts';

/**
 * Student sign-in with a provider (decisions 014, 034): the buttons and messages of the student
 * login page (core: the student's pages bundle it), and the board's choice of providers. Filipino.
 */
export const signInProviders: Messages['signInProviders'] = {
  or: 'o kaya',
  google: {
    button: 'Mag-sign in gamit ang Google',
    signingIn: 'Nagsa-sign in gamit ang Google…',
    errors: {
      not_registered: 'Hindi nakarehistro sa paaralang ito ang Google account na ito. Magtanong sa iyong guro.',
      unverified: 'Hindi pa beripikado ang email ng Google account na ito. Magtanong sa iyong guro.',
      stopped: 'Nakahinto ang pag-sign in ng account na ito. Magtanong sa iyong guro.',
      failed: 'Hindi nakapag-sign in gamit ang Google. Pindutin ulit ang “Mag-sign in gamit ang Google”.',
    },
  },
  microsoft: {
    button: 'Mag-sign in gamit ang Microsoft',
    signingIn: 'Nagsa-sign in gamit ang Microsoft…',
    errors: {
      not_registered: 'Hindi nakarehistro sa paaralang ito ang Microsoft account na ito. Magtanong sa iyong guro.',
      unverified: 'Hindi makumpirma ang school address ng Microsoft account na ito. Magtanong sa iyong guro.',
      stopped: 'Nakahinto ang pag-sign in ng account na ito. Magtanong sa iyong guro.',
      failed: 'Hindi nakapag-sign in gamit ang Microsoft. Pindutin ulit ang “Mag-sign in gamit ang Microsoft”.',
    },
  },
};

/** The board's choice of providers (local_governments/settings; a staff namespace, decision 015). */
export const signInProviderSettings: Messages['signInProviderSettings'] = {
  title: 'Paano mag-sign in ang mga mag-aaral',
  lead: 'Ipinapakita ang button para mag-sign in gamit ang school account sa login page ng lahat ng paaralan ng lupon. Laging gumagana ang pag-sign in gamit ang attendance number at password.',
  google: 'Mag-sign in gamit ang Google (Google Workspace)',
  microsoft: 'Mag-sign in gamit ang Microsoft (Microsoft 365)',
  notConfigured: 'Hindi ipinapakita: hindi naka-set up ang server na ito para dito.',
  saved: 'Nai-save',
};
