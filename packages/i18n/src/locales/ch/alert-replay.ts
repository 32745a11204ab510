import type { Messages } from '../ja.ts';

/** 保存前试用预警规则（issue 25 item 4, decision 077）。 */
export const alertReplay: Messages['alertReplay'] = {
  title: '保存前试用',
  lead: '将上面更改的条件（连续天数、计入的回答）和与平时状态的比较，套用到最近90个上学日的签到记录上，与当前设置比较每周会发出多少条预警。试用不会发出预警。',
  baseline: '与平时的状态比较',
  baselineHint: '最近5个上学日的平均低于之前20个上学日的平均时提醒',
  drop: '下降幅度（4级评分）',
  run: '保存前试用',
  running: '正在试用…',
  span: '{{from}}～{{to}}（{{days}}个上学日）',
  totals: '预警合计：当前设置 {{current}}条 → 更改后 {{proposed}}条',
  klass: '班级',
  wholeSchool: '全校',
  caption: '{{klass}}每周的预警数',
  week: '周',
  weekOf: '{{date}}这一周',
  current: '当前设置',
  proposed: '更改后',
  difference: '差',
  added: '新增预警的学生：{{count}}人',
  dropped: '不再预警的学生：{{count}}人',
  namesAdminOnly: '姓名只向管理员教师显示。',
  student: '{{klass}} {{number}}号 {{name}}',
  failed: '无法试用。请再试一次。',
};
