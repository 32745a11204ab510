import type { Messages } from '../ja.ts';

/** Teacher screens. */
export const teacher: Messages['teacher'] = {
  login: {
    title: 'Đăng nhập giáo viên',
    adminTitle: 'Đăng nhập quản trị viên',
    email: 'Địa chỉ email',
    password: 'Mật khẩu',
    keepLoggedIn: 'Giữ đăng nhập',
    submit: 'Đăng nhập',
    errors: {
      email: 'Vui lòng nhập địa chỉ email',
      emailFormat: 'Vui lòng nhập đúng định dạng',
      password: 'Vui lòng nhập mật khẩu',
    },
  },
  header: {
    teacherName: 'Thầy/Cô {{name}}',
    admin: 'Quản trị viên',
  },
  dashboard: {
    pageTitle: 'Bảng theo dõi lớp',
    title: '{{grade}} {{klass}}',
    grade: 'Khối lớp',
    klass: 'Lớp',
    date: 'Ngày',
    prevDay: 'Ngày trước',
    nextDay: 'Ngày sau',
    today: 'Hôm nay',
    summary: 'Đã nhập: {{entered}} / {{total}}',
    talkSummary: 'Muốn nói chuyện: {{number}}',
    empty: 'Lớp này chưa có học sinh nào được đăng ký.',
    tableCaption: 'Sức khỏe lớp {{grade}} {{klass}} ngày {{date}}',
    columns: {
      studentNumber: 'Số',
      name: 'Họ tên',
      mental: 'Tâm trạng',
      physical: 'Cơ thể',
      talk: 'Nói chuyện',
    },
    columnsLong: {
      mental: 'Tâm trạng',
      physical: 'Cơ thể',
      talk: 'Muốn nói chuyện',
    },
    talk: {
      unprocessed: 'Muốn nói chuyện (chưa xử lý)',
      processed: 'Muốn nói chuyện (đã xử lý)',
      none: 'Không có',
    },
  },
};
