import { organization } from './ch/organization.ts';
import { parent } from './ch/parent.ts';
import { student } from './ch/student.ts';
import { teacher } from './ch/teacher.ts';
import { teacherStudents } from './ch/teacher-students.ts';
import { teacherSettings } from './ch/teacher-settings.ts';
import { questionnaireDeliveries } from './ch/questionnaire-deliveries.ts';
import { bullyingAlerts } from './ch/bullying-alerts.ts';
import { bullyingCases } from './ch/bullying-cases.ts';
import { alertFeedback } from './ch/alert-feedback.ts';
import { alertReplay } from './ch/alert-replay.ts';
import { helpArticles } from './ch/help-articles.ts';
import { signInProviders, signInProviderSettings } from './ch/sign-in-providers.ts';
import type { Messages } from './ja.ts';

/** Simplified Chinese (spec §1 "ch"). Same keys as ja.ts, enforced by the `Messages` type. */
export const ch: Messages = {
  common: {
    appName: 'Sukoyaka',
    appTagline: '每天记录心情和身体的健康状况',
    loading: '正在加载',
    language: '语言（Language）',
    logout: '退出登录',
    showPassword: '显示密码',
    condition: {
      best: '好',
      good: '有点好',
      bad: '有点不好',
      worst: '不好',
      skip: '不回答',
      none: '未填写',
    },
    error: {
      notFound: {
        title: '找不到这个页面',
        body: '请检查网址（URL）。',
        english: 'This page could not be found.',
      },
      heading: 'ERROR',
      generic: '发生了错误，请再试一次。',
      network: '无法连接。请检查网络连接后再试一次。',
      loadFailed: {
        title: '加载失败',
        body: '请重新加载页面。',
        reload: '重新加载',
      },
      schoolCodeInvalid: {
        title: '学校代码不正确',
        body: '请在网址中输入正确的学校代码。',
      },
      backToTop: '返回首页',
    },
  },
  landing: {
    lead: '这是一个每天记录心情和身体状况、和老师保持联系的应用。',
    howToTitle: '开始使用',
    howToStudent: '同学们：请打开学校发给你的网址，然后登录。',
    howToTeacher: '教职员：请打开本校教职员登录页面的网址。',
    adminLink: '管理员登录',
  },
  maintenance: {
    title: '系统正在维护',
    body: '给您带来不便，非常抱歉。请稍后再访问。',
  },
  student,
  teacher,
  teacherStudents,
  teacherSettings,
  questionnaireDeliveries,
  bullyingAlerts,
  bullyingCases,
  alertFeedback,
  alertReplay,
  helpArticles,
  signInProviders,
  signInProviderSettings,
  parent,
  organization,
};
