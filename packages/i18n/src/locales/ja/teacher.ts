/** Teacher screens (Japanese, the source). */
export const teacher = {
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
};
