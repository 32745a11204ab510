/** The board's teacher import and health-data retention (issue 14 item 5, issue 15 item 7; Japanese, the source). */
export const boardData = {
  import: {
    step1Lead:
      'テンプレートをダウンロードして、先生ごとに学校コード・氏名・メールアドレスを記入します。学校コードは学校一覧で確認できます。他の教育委員会の学校には登録できません。',
    exportLead: '今の先生の一覧を同じ形式のExcelで書き出します。編集して、そのまま取り込めます。',
  },
  retention: {
    title: '健康データの保存期間',
    lead: '児童生徒が卒業・転出したあと、健康観察・心と体の調子・「話したい」・アンケートの回答を保存する期間です。期間を過ぎたデータは毎晩自動で削除されます（在籍中の児童生徒のデータは削除しません）。',
    years: '保存年数',
    yearsHint: '最後に在籍した年度の翌年度から数えます（1〜20年、初期値は5年）。',
    value: '{{years}}年',
    up: '1年増やす',
    down: '1年減らす',
    save: '保存する',
  },
};
