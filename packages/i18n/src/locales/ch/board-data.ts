import type { Messages } from '../ja.ts';

/** The board's teacher import and health-data retention (issue 14 item 5, issue 15 item 7). */
export const boardData: Messages['organization']['data'] = {
  import: {
    step1Lead: '下载模板，为每位教师填写学校代码、姓名和电子邮件地址。学校代码可在学校列表中查看。不能登记到其他教育委员会的学校。',
    exportLead: '以相同格式的Excel导出当前的教师名单，编辑后可直接导入。',
  },
  retention: {
    title: '健康数据的保存期限',
    lead: '学生毕业或转出后，健康观察、身心状况、“想谈谈”和问卷回答的保存期限。超过期限的数据每晚自动删除（在校学生的数据不会删除）。',
    years: '保存年数',
    yearsHint: '从最后在籍学年的下一学年开始计算（1〜20年，默认5年）。',
    value: '{{years}}年',
    up: '增加1年',
    down: '减少1年',
    save: '保存',
  },
};
