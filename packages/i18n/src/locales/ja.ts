/**
 * Japanese, the source locale (spec §1: default language). Every other locale is typed as
 * `Messages`, so TypeScript refuses a missing or extra key. Keys are dotted, role first
 * (architecture "Conventions"). Pupil-facing text keeps kanji a young child may not read in
 * hiragana, except the spec's verbatim labels (良い / 少し良い / 少し悪い / 悪い …).
 */
export const ja = {
  common: {
    appName: 'すこやか',
    appTagline: 'こころとからだの健康観察',
    loading: '読み込み中',
    language: 'ことば（Language）',
    logout: 'ログアウト',
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
  },
  landing: {
    lead: '毎日のこころとからだの調子を記録して、先生とつながるためのアプリです。',
    howToTitle: '使いはじめるには',
    howToStudent: '児童生徒のみなさん：学校から配られたURL（アドレス）を開いて、ログインしてください。',
    howToTeacher: '教職員の方：学校ごとの教職員ログインページのURLを開いてください。',
    adminLink: '管理者ログイン',
  },
  maintenance: {
    title: 'ただいまメンテナンス中です',
    body: 'ご不便をおかけします。しばらくしてから、もう一度アクセスしてください。',
  },
  student: {
    common: {
      select: { required: '選択してください' },
      input: { required: '入力してください' },
      enterAll: { required: 'すべて入力してください' },
    },
    login: {
      title: 'ログイン',
      grade: '学年',
      klass: '組',
      gradePlaceholder: '学年をえらんでください',
      klassPlaceholder: '組をえらんでください',
      studentNumber: '出席番号',
      studentNumberHint: '数字で入力してください（例：5）',
      password: 'パスワード',
      keepLoggedIn: 'ログインしたままにする',
      submit: 'ログイン',
      noGrades: '今年度のクラスが登録されていません。先生に確認してください。',
      errors: {
        gradeKlass: '学年と組を選択してください',
        studentNumber: '出席番号を入力してください',
        password: 'パスワードを入力してください',
      },
    },
    header: {
      gradeKlass: '{{grade}} {{klass}}',
      studentNumber: '{{number}}番',
    },
    checkIn: {
      mentalQuestion: 'きょうの こころの ちょうしは？',
      physicalQuestion: 'きょうの からだの ちょうしは？',
      hint: 'いちばん近いものを えらんでね。',
      progress: 'しつもん {{current}} / {{total}}',
      back: 'まえに もどる',
      sending: 'おくっています…',
    },
    todays: {
      title: 'きょうの きろく',
      recorded: 'きろくしました。ありがとう！',
      notYet: 'きょうは まだ きろくしていません。',
      record: 'きろくする',
      redo: 'やり直す',
      mental: 'こころ',
      physical: 'からだ',
    },
    sos: {
      title: '先生と 話したいときは',
      lead: '話したい 先生の ボタンを おしてね。先生に つたわります。',
      sent: '先生が数日以内に声をかけます。',
      sentLabel: '「{{label}}」を 先生に つたえました。',
      sentMark: '（つたえました）',
      sending: 'おくっています…',
    },
  },
  teacher: {
    login: {
      title: '教職員ログイン',
      adminTitle: '管理者ログイン',
      email: 'メールアドレス',
      password: 'パスワード',
      keepLoggedIn: 'ログインしたままにする',
      submit: 'ログイン',
      errors: {
        email: 'メールアドレスを入力してください',
        emailFormat: '正しい形式で入力してください',
        password: 'パスワードを入力してください',
      },
    },
    header: {
      teacherName: '{{name}} 先生',
      admin: '管理者',
    },
    dashboard: {
      pageTitle: 'クラスダッシュボード',
      title: '{{grade}} {{klass}}',
      grade: '学年',
      klass: '組',
      date: '日付',
      prevDay: '前の日',
      nextDay: '次の日',
      today: '今日',
      summary: '入力済み {{entered}} / {{total}} 人',
      talkSummary: '話したい {{number}} 人',
      empty: 'このクラスには児童生徒が登録されていません。',
      tableCaption: '{{date}} の {{grade}} {{klass}} の健康観察',
      columns: {
        studentNumber: '出席番号',
        name: '名前',
        mental: '心',
        physical: '体',
        talk: '話',
      },
      columnsLong: {
        mental: 'こころ',
        physical: 'からだ',
        talk: '話したい',
      },
      talk: {
        unprocessed: '話したい（未対応）',
        processed: '話したい（対応済み）',
        none: 'なし',
      },
    },
  },
};

/** The shape every locale must have: the same nested keys as Japanese, all strings. */
export type Messages = typeof ja;
