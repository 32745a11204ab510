import type { Messages } from '../ja.ts';

/** Thử một quy tắc cảnh báo trước khi bật (issue 25 item 4, decision 077). */
export const alertReplay: Messages['alertReplay'] = {
  title: 'Thử trước khi lưu',
  lead: 'Áp dụng các điều kiện đã thay đổi ở trên (số ngày liên tiếp, câu trả lời được tính) và phép so sánh với trạng thái thường ngày vào các lần điểm danh của 90 ngày học gần nhất, cho thấy mỗi tuần sẽ có bao nhiêu cảnh báo so với cài đặt hiện tại. Thử không tạo cảnh báo nào.',
  baseline: 'So sánh với trạng thái thường ngày của học sinh',
  baselineHint: 'Báo khi điểm trung bình 5 ngày học gần nhất giảm so với 20 ngày học trước đó',
  drop: 'Mức giảm (điểm trên thang 4)',
  run: 'Thử trước khi lưu',
  running: 'Đang thử…',
  span: '{{from}}–{{to}} ({{days}} ngày học)',
  totals: 'Tổng cảnh báo: cài đặt hiện tại {{current}} → sau khi đổi {{proposed}}',
  klass: 'Lớp',
  wholeSchool: 'Toàn trường',
  caption: 'Số cảnh báo mỗi tuần, {{klass}}',
  week: 'Tuần',
  weekOf: 'Tuần {{date}}',
  current: 'Hiện tại',
  proposed: 'Sau khi đổi',
  difference: 'Chênh lệch',
  added: 'Học sinh sẽ có cảnh báo: {{count}}',
  dropped: 'Học sinh sẽ không còn cảnh báo: {{count}}',
  namesAdminOnly: 'Tên chỉ hiển thị cho giáo viên quản trị.',
  student: '{{klass}} số {{number}} {{name}}',
  failed: 'Không thể thử. Vui lòng thử lại.',
};
