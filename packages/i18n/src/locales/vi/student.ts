import type { Messages } from '../ja.ts';

/** Student screens. */
export const student: Messages['student'] = {
  common: {
    select: { required: 'Hãy chọn' },
    input: { required: 'Hãy nhập' },
    enterAll: { required: 'Hãy nhập đầy đủ' },
  },
  login: {
    title: 'Đăng nhập',
    grade: 'Khối lớp',
    klass: 'Lớp',
    gradePlaceholder: 'Hãy chọn khối lớp',
    klassPlaceholder: 'Hãy chọn lớp',
    studentNumber: 'Số thứ tự',
    studentNumberHint: 'Nhập bằng số (ví dụ: 5)',
    password: 'Mật khẩu',
    keepLoggedIn: 'Giữ đăng nhập',
    submit: 'Đăng nhập',
    noGrades: 'Năm học này chưa có lớp nào được đăng ký. Hãy hỏi thầy cô.',
    errors: {
      gradeKlass: 'Hãy chọn khối lớp và lớp',
      studentNumber: 'Hãy nhập số thứ tự',
      password: 'Hãy nhập mật khẩu',
    },
  },
  header: {
    gradeKlass: '{{grade}} {{klass}}',
    studentNumber: 'Số {{number}}',
  },
  checkIn: {
    mentalQuestion: 'Hôm nay tâm trạng của em thế nào?',
    physicalQuestion: 'Hôm nay cơ thể của em thế nào?',
    hint: 'Hãy chọn cái gần nhất với em nhé.',
    progress: 'Câu hỏi {{current}} / {{total}}',
    back: 'Quay lại',
    sending: 'Đang gửi…',
  },
  todays: {
    title: 'Ghi chép hôm nay',
    recorded: 'Đã ghi lại. Cảm ơn em!',
    notYet: 'Hôm nay em chưa ghi lại.',
    record: 'Ghi lại',
    redo: 'Làm lại',
    mental: 'Tâm trạng',
    physical: 'Cơ thể',
  },
  sos: {
    title: 'Khi em muốn nói chuyện với thầy cô',
    lead: 'Hãy bấm nút của thầy cô mà em muốn nói chuyện. Thầy cô sẽ nhận được.',
    sent: 'Thầy cô sẽ đến nói chuyện với em trong vài ngày tới.',
    sentLabel: 'Đã báo cho thầy cô: “{{label}}”.',
    sentMark: ' (đã gửi)',
    sending: 'Đang gửi…',
  },
};
