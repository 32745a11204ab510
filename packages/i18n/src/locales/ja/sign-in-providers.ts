/**
 * Student sign-in with a provider (decisions 014, 034): the buttons and messages of the student
 * login page (core: the student's pages bundle it), and the board's choice of providers. Japanese, the source.
 */
export const signInProviders = {
  or: 'または',
  google: {
    button: 'Googleでログイン',
    signingIn: 'Googleでログインしています…',
    errors: {
      not_registered: 'このGoogleアカウントは、この学校に登録されていません。先生に聞いてください。',
      unverified: 'このGoogleアカウントのメールアドレスが確認されていません。先生に聞いてください。',
      stopped: 'このアカウントはログインが止められています。先生に聞いてください。',
      failed: 'Googleでログインできませんでした。もう一度「Googleでログイン」をおしてください。',
    },
  },
  microsoft: {
    button: 'Microsoftでログイン',
    signingIn: 'Microsoftでログインしています…',
    errors: {
      not_registered: 'このMicrosoftアカウントは、この学校に登録されていません。先生に聞いてください。',
      unverified: 'このMicrosoftアカウントの学校のアドレスが確認できません。先生に聞いてください。',
      stopped: 'このアカウントはログインが止められています。先生に聞いてください。',
      failed: 'Microsoftでログインできませんでした。もう一度「Microsoftでログイン」をおしてください。',
    },
  },
};

/** The board's choice of providers (local_governments/settings; a staff namespace, decision 015). */
export const signInProviderSettings = {
  title: '児童生徒のログイン方法',
  lead: '学校のアカウントでログインするボタンを、教育委員会の学校すべてのログインページに表示します。出席番号とパスワードでのログインはいつでも使えます。',
  google: 'Googleでログイン（Google Workspace）',
  microsoft: 'Microsoftでログイン（Microsoft 365）',
  notConfigured: 'このサーバーでは設定されていないため、表示されません。',
  saved: '保存しました',
};
