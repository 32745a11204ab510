/**
 * Testing an alert rule before switching it on (issue 25 item 4, decision 077; Japanese, the
 * source): the replay panel on settings/alert.
 */
export const alertReplay = {
  title: '保存する前に試す',
  lead: '上で変えた条件（連続日数・数える回答）といつもとの比較を、直近90登校日のチェックインに当てはめ、今の設定と比べてアラートが週に何件出たかを見ます。試してもアラートは出ません。',
  baseline: 'いつもの調子との比較を使う',
  baselineHint: 'この5登校日の平均が、その前の20登校日の平均より下がったときに知らせます',
  drop: '下がり幅（4段階の点数）',
  run: '保存する前に試す',
  running: '試しています…',
  span: '{{from}}〜{{to}}（{{days}}登校日）',
  totals: 'アラートの合計：今の設定 {{current}}件 → 変更後 {{proposed}}件',
  klass: '学級',
  wholeSchool: '学校全体',
  caption: '{{klass}}の週ごとのアラート件数',
  week: '週',
  weekOf: '{{date}}の週',
  current: '今の設定',
  proposed: '変更後',
  difference: '差',
  added: '新たにアラートが出る児童生徒：{{count}}人',
  dropped: 'アラートが出なくなる児童生徒：{{count}}人',
  namesAdminOnly: '名前は管理者の先生にだけ表示されます。',
  student: '{{klass}} {{number}}番 {{name}}',
  failed: '試せませんでした。もう一度お試しください。',
};
