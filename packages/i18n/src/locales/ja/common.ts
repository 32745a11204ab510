/**
 * Japanese messages every page may show, students' pages included: app name, errors, the landing
 * and maintenance pages (spec §1). With ja/student.ts they are bundled with the web app; the staff
 * namespaces load when a teacher, admin or parent page opens (docs/decisions/015).
 */
export const common = {
  appName: 'すこやか',
  appTagline: 'こころとからだの健康観察',
  loading: '読み込み中',
  language: 'ことば（Language）',
  logout: 'ログアウト',
  showPassword: '入力した文字を表示',
  condition: {
    best: '良い',
    good: '少し良い',
    bad: '少し悪い',
    worst: '悪い',
    skip: '回答しない',
    none: '未入力',
  },
  error: {
    notFound: {
      title: 'ページが見つかりません',
      body: 'URLをご確認ください。',
      english: 'This page could not be found.',
    },
    heading: 'ERROR',
    generic: 'エラーが発生しました。もう一度お試しください。',
    network: '通信できませんでした。インターネットへの接続を確認して、もう一度お試しください。',
    loadFailed: {
      title: '読み込みに失敗しました',
      body: '再度画面を読み込みしてください。',
      reload: '再読み込みする',
    },
    schoolCodeInvalid: {
      title: '学校コードが正しくありません',
      body: 'URLに正しい学校コードを入れてください。',
    },
    backToTop: 'トップページへ',
  },
};

export const landing = {
  lead: '毎日のこころとからだの調子を記録して、先生とつながるためのアプリです。',
  howToTitle: '使いはじめるには',
  howToStudent: '児童生徒のみなさん：学校から配られたURL（アドレス）を開いて、ログインしてください。',
  howToTeacher: '教職員の方：学校ごとの教職員ログインページのURLを開いてください。',
  adminLink: '管理者ログイン',
};

export const maintenance = {
  title: 'ただいまメンテナンス中です',
  body: 'ご不便をおかけします。しばらくしてから、もう一度アクセスしてください。',
};
