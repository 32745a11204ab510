import type { Messages } from '../ja.ts';

/** The IP allow-list settings page (spec §2 settings/ip). */
export const allowedIpsSettings: Messages['teacherSettings']['ip'] = {
  title: 'Mạng được phép kết nối',
  lead: 'Đăng ký các mạng (địa chỉ IP hoặc dải địa chỉ) mà giáo viên có thể dùng ứng dụng này. Khi danh sách trống, có thể dùng từ mọi mạng. Học sinh và phụ huynh không bị giới hạn.',
  adminOnly: 'Chỉ giáo viên quản trị mới có thể xem và thay đổi cài đặt này.',
  current: {
    title: 'Địa chỉ IP hiện tại',
    open: 'Danh sách trống nên có thể dùng từ mọi mạng. Địa chỉ IP của thiết bị này là {{ip}}.',
    allowed: 'Địa chỉ IP của thiết bị này ({{ip}}) được phép.',
    notAllowed: 'Địa chỉ IP của thiết bị này ({{ip}}) không có trong danh sách.',
  },
  table: {
    caption: 'Danh sách địa chỉ IP được phép',
    cidr: 'Địa chỉ IP hoặc dải',
    label: 'Ghi chú (địa điểm…)',
    actions: 'Xóa',
    cidrRow: 'Địa chỉ IP hoặc dải, dòng {{number}}',
    labelRow: 'Ghi chú, dòng {{number}}',
    remove: 'Xóa dòng {{number}}',
    currentBadge: 'Thiết bị này',
    empty: 'Chưa có địa chỉ IP nào được đăng ký.',
  },
  cidrPlaceholder: 'VD: 203.0.113.10 hoặc 203.0.113.0/24',
  labelPlaceholder: 'VD: Phòng giáo viên',
  hint: 'Nhập một địa chỉ (203.0.113.10) hoặc một dải (203.0.113.0/24). Có thể dùng IPv6. Tối đa {{max}} mục.',
  addRow: 'Thêm dòng',
  addCurrent: 'Thêm địa chỉ IP hiện tại',
  addCurrentNote: 'Thêm địa chỉ IP của thiết bị này ({{ip}}) vào danh sách và lưu ngay.',
  addCurrentDirty: 'Hãy lưu hoặc hủy thay đổi trước khi thêm.',
  addCurrentAlready: 'Địa chỉ IP của thiết bị này ({{ip}}) đã được đăng ký.',
  addCurrentDone: 'Đã thêm địa chỉ IP hiện tại {{ip}}.',
  lockOut: {
    title: 'Thiết bị này sẽ không dùng được nữa',
    body: 'Sau khi lưu, chỉ có thể đăng nhập và thao tác từ các mạng trong danh sách. Vẫn lưu?',
    confirm: 'Vẫn lưu',
  },
};
