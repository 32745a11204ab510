import type { Messages } from '../ja.ts';

/** Student screens. */
export const student: Messages['student'] = {
  common: {
    select: { required: '请选择' },
    input: { required: '请填写' },
    enterAll: { required: '请全部填写' },
  },
  login: {
    title: '登录',
    grade: '年级',
    klass: '班级',
    gradePlaceholder: '请选择年级',
    klassPlaceholder: '请选择班级',
    studentNumber: '学号',
    studentNumberHint: '请输入数字（例如：5）',
    password: '密码',
    keepLoggedIn: '保持登录',
    submit: '登录',
    noGrades: '这个学年还没有登记班级。请问问老师。',
    errors: {
      gradeKlass: '请选择年级和班级',
      studentNumber: '请输入学号',
      password: '请输入密码',
    },
  },
  header: {
    gradeKlass: '{{grade}} {{klass}}',
    studentNumber: '{{number}}号',
  },
  checkIn: {
    mentalQuestion: '今天你的心情怎么样？',
    physicalQuestion: '今天你的身体怎么样？',
    hint: '请选一个最接近的。',
    progress: '问题 {{current}} / {{total}}',
    back: '返回上一步',
    sending: '正在发送…',
  },
  todays: {
    title: '今天的记录',
    recorded: '记录好了。谢谢你！',
    notYet: '今天还没有记录。',
    record: '去记录',
    redo: '重新做',
    mental: '心情',
    physical: '身体',
  },
  sos: {
    title: '想和老师说话的时候',
    lead: '请按下你想说话的老师的按钮，老师就会知道。',
    sent: '老师会在几天之内来找你说话。',
    sentLabel: '已经告诉老师：“{{label}}”。',
    sentMark: '（已发送）',
    sending: '正在发送…',
  },
};
