import type { Messages } from '../ja.ts';

/** Teacher screens. */
export const teacher: Messages['teacher'] = {
  login: {
    title: '教职员登录',
    adminTitle: '管理员登录',
    email: '电子邮箱',
    password: '密码',
    keepLoggedIn: '保持登录',
    submit: '登录',
    errors: {
      email: '请输入电子邮箱',
      emailFormat: '请按正确的格式输入',
      password: '请输入密码',
    },
  },
  header: {
    teacherName: '{{name}} 老师',
    admin: '管理员',
  },
  dashboard: {
    pageTitle: '班级看板',
    title: '{{grade}} {{klass}}',
    grade: '年级',
    klass: '班级',
    date: '日期',
    prevDay: '前一天',
    nextDay: '后一天',
    today: '今天',
    summary: '已填写 {{entered}} / {{total}} 人',
    talkSummary: '想谈话 {{number}} 人',
    empty: '这个班级还没有登记学生。',
    tableCaption: '{{date}} {{grade}} {{klass}} 的健康观察',
    columns: {
      studentNumber: '学号',
      name: '姓名',
      mental: '心',
      physical: '身',
      talk: '谈',
    },
    columnsLong: {
      mental: '心情',
      physical: '身体',
      talk: '想谈话',
    },
    talk: {
      unprocessed: '想谈话（未处理）',
      processed: '想谈话（已处理）',
      none: '无',
    },
  },
};
