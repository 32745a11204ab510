import type { Messages } from '../ja.ts';

/**
 * Student sign-in with a provider (decisions 014, 034): the buttons and messages of the student
 * login page (core: the student's pages bundle it), and the board's choice of providers. Chinese.
 */
export const signInProviders: Messages['signInProviders'] = {
  or: '或者',
  google: {
    button: '用 Google 登录',
    signingIn: '正在用 Google 登录…',
    errors: {
      not_registered: '这个 Google 账号没有在这所学校登记。请问老师。',
      unverified: '这个 Google 账号的邮箱地址还没有确认。请问老师。',
      stopped: '这个账号已被停止登录。请问老师。',
      failed: '没能用 Google 登录。请再按一次“用 Google 登录”。',
    },
  },
  microsoft: {
    button: '用 Microsoft 登录',
    signingIn: '正在用 Microsoft 登录…',
    errors: {
      not_registered: '这个 Microsoft 账号没有在这所学校登记。请问老师。',
      unverified: '无法确认这个 Microsoft 账号的学校地址。请问老师。',
      stopped: '这个账号已被停止登录。请问老师。',
      failed: '没能用 Microsoft 登录。请再按一次“用 Microsoft 登录”。',
    },
  },
};

/** The board's choice of providers (local_governments/settings; a staff namespace, decision 015). */
export const signInProviderSettings: Messages['signInProviderSettings'] = {
  title: '学生的登录方式',
  lead: '在教育委员会所有学校的登录页面上显示用学校账号登录的按钮。用学号和密码登录随时可用。',
  google: '用 Google 登录（Google Workspace）',
  microsoft: '用 Microsoft 登录（Microsoft 365）',
  notConfigured: '此服务器未设置，因此不显示。',
  saved: '已保存',
};
