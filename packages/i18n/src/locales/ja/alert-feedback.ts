/**
 * Alerts that learn (issue 10 item 11, docs/decisions/033-alerts-that-learn.md; Japanese, the
 * source): the one-tap marks, the 90-day counts on settings/alert and the escalation of an
 * unanswered 話したい.
 */
export const alertFeedback = {
  verdicts: { useful: '役に立った', false_alarm: '誤報', mistap: '押し間違い' },
  groupLabel: '{{what}}の評価',
  question: '評価',
  markedBy: '{{teacher}}先生 {{datetime}}',
  saved: '「{{verdict}}」として記録しました',
  escalated: '長時間未対応',
  escalatedTitle: '学校のある日の決められた時間を過ぎても対応が記録されていません',
  summary: {
    title: 'アラートの評価（直近90日）',
    lead: '対応済みのアラートと「話したい」に先生がつけた評価の件数です。誤報や押し間違いが多い設定は、条件（連続日数など）を見直してください。',
    caption: 'ルールごとの評価の件数（{{from}}〜{{to}}）',
    rule: 'ルール',
    columns: { total: 'アラート', useful: '役に立った', falseAlarm: '誤報', mistap: '押し間違い', unmarked: '未評価' },
    rules: { mental: '心の不調（連続日数）', physical: '体の不調（連続日数）', healthcheck: '健康観察', sos: '話したい' },
    count: '{{count}}件',
    wolf: '誤報・押し間違いが多い設定です',
  },
  escalation: {
    title: '未対応の「話したい」のお知らせ',
    lead: '対応状況の記録が有効なとき、学校のある日の時間で指定の時間を過ぎても対応が記録されない「話したい」を、管理者の先生にメールで1回お知らせし、ダッシュボードに「長時間未対応」と表示します。土日・祝日と学校カレンダーの休業日は数えません。',
    hours: 'お知らせするまでの時間（学校のある日の時間）',
    suffix: '時間',
    value: '{{hours}}時間',
    off: '対応状況の記録が無効のため、いまはお知らせしません。',
  },
  schoolHours: {
    title: '学校の時間（始業・終業）',
    lead: 'この時間の外や学校のない日に「話したい」が押されると、子どもには24時間の相談窓口と、先生が見る日が表示されます。',
    start: '始業',
    end: '終業',
    value: '{{start}}〜{{end}}',
  },
};
