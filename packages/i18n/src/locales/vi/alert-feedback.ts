import type { Messages } from '../ja.ts';

/** Alerts that learn (issue 10 item 11, decision 033): marks, the 90-day counts and the escalation. */
export const alertFeedback: Messages['alertFeedback'] = {
  verdicts: { useful: 'Hữu ích', false_alarm: 'Báo nhầm', mistap: 'Bấm nhầm' },
  groupLabel: 'Đánh giá {{what}}',
  question: 'Đánh giá',
  markedBy: '{{teacher}} {{datetime}}',
  saved: 'Đã ghi nhận là “{{verdict}}”',
  escalated: 'Lâu chưa xử lý',
  escalatedTitle: 'Chưa ghi nhận xử lý trong số giờ học đã định',
  summary: {
    title: 'Đánh giá cảnh báo (90 ngày gần nhất)',
    lead: 'Số lần giáo viên đánh giá các cảnh báo đã xử lý và yêu cầu “muốn nói chuyện”. Nếu một thiết lập có nhiều báo nhầm hoặc bấm nhầm, hãy xem lại điều kiện (số ngày liên tiếp, v.v.).',
    caption: 'Đánh giá theo quy tắc ({{from}}–{{to}})',
    rule: 'Quy tắc',
    columns: { total: 'Cảnh báo', useful: 'Hữu ích', falseAlarm: 'Báo nhầm', mistap: 'Bấm nhầm', unmarked: 'Chưa đánh giá' },
    rules: { mental: 'Tâm trạng (ngày liên tiếp)', physical: 'Thể trạng (ngày liên tiếp)', healthcheck: 'Quan sát sức khỏe', sos: 'Muốn nói chuyện' },
    count: '{{count}}',
    wolf: 'Nhiều báo nhầm hoặc bấm nhầm',
  },
  escalation: {
    title: 'Thông báo “muốn nói chuyện” chưa xử lý',
    lead: 'Khi bật ghi nhận xử lý, yêu cầu “muốn nói chuyện” chưa được xử lý sau số giờ học đã định sẽ được gửi email một lần cho giáo viên quản trị và đánh dấu “Lâu chưa xử lý” trên bảng điều khiển. Không tính cuối tuần, ngày lễ và ngày nghỉ trong lịch của trường.',
    hours: 'Thời gian trước khi thông báo (giờ học)',
    suffix: ' giờ',
    value: '{{hours}} giờ',
    off: 'Chưa bật ghi nhận xử lý nên hiện không gửi thông báo.',
  },
  schoolHours: {
    title: 'Giờ học (bắt đầu và kết thúc)',
    lead: 'Nếu bấm “muốn nói chuyện” ngoài giờ này hoặc vào ngày không có tiết học, trẻ sẽ thấy các đường dây hỗ trợ 24 giờ và ngày giáo viên sẽ xem.',
    start: 'Bắt đầu giờ học',
    end: 'Kết thúc giờ học',
    value: '{{start}}–{{end}}',
  },
};
