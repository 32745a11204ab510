import type { Messages } from '../ja.ts';

/** Alerts that learn (issue 10 item 11, decision 033): marks, the 90-day counts and the escalation. */
export const alertFeedback: Messages['alertFeedback'] = {
  verdicts: { useful: '有帮助', false_alarm: '误报', mistap: '误按' },
  groupLabel: '评价{{what}}',
  question: '评价',
  markedBy: '{{teacher}} {{datetime}}',
  saved: '已记录为“{{verdict}}”',
  escalated: '长时间未处理',
  escalatedTitle: '在规定的上学时间内未记录处理',
  summary: {
    title: '警报评价（最近90天）',
    lead: '老师对已处理的警报和“想谈谈”所做评价的件数。误报或误按较多的设置，请重新检查条件（连续天数等）。',
    caption: '各规则的评价件数（{{from}}～{{to}}）',
    rule: '规则',
    columns: { total: '警报', useful: '有帮助', falseAlarm: '误报', mistap: '误按', unmarked: '未评价' },
    rules: { mental: '心理不适（连续天数）', physical: '身体不适（连续天数）', healthcheck: '健康观察', sos: '想谈谈' },
    count: '{{count}}件',
    wolf: '误报・误按较多的设置',
  },
  escalation: {
    title: '未处理的“想谈谈”通知',
    lead: '记录处理状况有效时，若“想谈谈”在上学日的指定时间内仍未记录处理，将向管理员老师发送一次邮件，并在仪表板上显示“长时间未处理”。周末、节假日和学校日历的休息日不计算在内。',
    hours: '通知前的时间（上学日的时间）',
    suffix: '小时',
    value: '{{hours}}小时',
    off: '未启用处理状况记录，目前不发送通知。',
  },
  schoolHours: {
    title: '学校时间（上课开始・放学）',
    lead: '在此时间以外或非上学日按下“想谈谈”时，会向孩子显示24小时咨询热线以及老师看到的日期。',
    start: '上课开始',
    end: '放学',
    value: '{{start}}–{{end}}',
  },
};
