import type { Messages } from '../ja.ts';

/** The board's teacher import and health-data retention (issue 14 item 5, issue 15 item 7). */
export const boardData: Messages['organization']['data'] = {
  import: {
    step1Lead: 'Tải mẫu về và điền mã trường, họ tên, email của từng giáo viên. Mã trường có trong danh sách trường. Không thể dùng trường của hội đồng khác.',
    exportLead: 'Tải danh sách giáo viên hiện tại dưới dạng Excel cùng định dạng; có thể chỉnh sửa rồi nhập lại.',
  },
  retention: {
    title: 'Thời gian lưu dữ liệu sức khỏe',
    lead: 'Sau khi học sinh tốt nghiệp hoặc chuyển đi, dữ liệu quan sát sức khỏe, tình trạng, yêu cầu muốn nói chuyện và câu trả lời khảo sát được lưu trong thời gian này. Dữ liệu quá hạn được tự động xóa mỗi đêm (không xóa dữ liệu của học sinh đang học).',
    years: 'Số năm lưu',
    yearsHint: 'Tính từ năm học sau năm cuối cùng học sinh theo học (1–20 năm, mặc định 5).',
    value: '{{years}} năm',
    up: 'Thêm một năm',
    down: 'Bớt một năm',
    save: 'Lưu',
  },
};
