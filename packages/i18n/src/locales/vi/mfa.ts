import type { Messages } from '../ja.ts';

/** Staff MFA (decision 019): the login code step and the teacher's MFA settings page. */
export const mfaSettings: Messages['teacherSettings']['mfa'] = {
  login: {
    title: 'Nhập mã xác minh',
    lead: 'Nhập mã 6 chữ số hiển thị trong ứng dụng xác thực của bạn.',
    code: 'Mã xác minh',
    recoveryCode: 'Mã khôi phục',
    recoveryLead: 'Nhập một mã khôi phục bạn đã lưu. Mã đã dùng không thể dùng lại.',
    useRecovery: 'Dùng mã khôi phục',
    useApp: 'Dùng mã từ ứng dụng xác thực',
    submit: 'Xác minh và đăng nhập',
    back: 'Quay lại nhập mật khẩu',
    setupTitle: 'Cần thiết lập xác minh hai bước',
    setupLead:
      'Tài khoản này bắt buộc dùng xác minh hai bước. Hãy thêm khóa dưới đây vào ứng dụng xác thực (Google Authenticator, Microsoft Authenticator, v.v.) và nhập mã 6 chữ số được hiển thị.',
    continue: 'Tiếp tục đăng nhập',
    enrolmentMailedTitle: 'Chúng tôi đã gửi liên kết thiết lập xác minh hai bước',
    enrolmentMailed:
      'Tài khoản này bắt buộc dùng xác minh hai bước. Chúng tôi đã gửi liên kết thiết lập đến địa chỉ e-mail đã đăng ký. Hãy mở liên kết trong e-mail trong vòng 30 phút và thiết lập ứng dụng xác thực để đăng nhập. Liên kết chỉ dùng được một lần.',
    enrolmentOpening: 'Đang kiểm tra liên kết thiết lập…',
    errors: {
      code: 'Nhập mã xác minh 6 chữ số',
      recovery: 'Nhập mã khôi phục',
    },
  },
  setup: {
    secret: 'Khóa thiết lập',
    secretHint: 'Trong ứng dụng, chọn “Nhập khóa thiết lập”, dùng email làm tên tài khoản và chuỗi này làm khóa (theo thời gian).',
    uri: 'URI thiết lập',
    noQr: 'Không hiển thị mã QR. Hãy nhập khóa bằng tay hoặc dán URI vào ứng dụng hỗ trợ.',
    copy: 'Sao chép',
    copied: 'Đã sao chép',
  },
  recovery: {
    title: 'Mã khôi phục',
    lead: 'Nếu mất điện thoại, hãy dùng một mã này thay cho mã xác minh. Mỗi mã chỉ dùng được một lần. Mã sẽ không hiển thị lại sau khi rời màn hình này: hãy sao chép hoặc lưu và cất giữ an toàn.',
    copy: 'Sao chép tất cả',
    download: 'Lưu thành tệp văn bản',
    copied: 'Đã sao chép',
    fileName: 'sukoyaka-recovery-codes.txt',
    saved: 'Tôi đã lưu',
  },
  settings: {
    title: 'Xác minh hai bước',
    lead: 'Khi đăng nhập, bạn nhập mã từ ứng dụng xác thực ngoài mật khẩu. Cài đặt này chỉ áp dụng cho tài khoản của bạn.',
    on: 'Đang bật',
    off: 'Đang tắt',
    enabledLead: 'Mỗi lần đăng nhập đều cần mã xác minh.',
    disabledLead: 'Hiện bạn có thể đăng nhập chỉ bằng mật khẩu.',
    recoveryLeft: 'Số mã khôi phục còn lại: {{count}}',
    required: 'Trường này bắt buộc giáo viên quản trị dùng xác minh hai bước nên không thể tắt.',
    requiredSetup:
      'Trường này bắt buộc giáo viên quản trị dùng xác minh hai bước. Hãy thiết lập tại đây, nếu không bạn sẽ được yêu cầu ở lần đăng nhập tiếp theo.',
    start: 'Thiết lập xác minh hai bước',
    confirmTitle: 'Nhập mã hiển thị trong ứng dụng để bật.',
    enable: 'Bật',
    cancel: 'Hủy',
    disable: 'Tắt xác minh hai bước',
    regenerate: 'Tạo lại mã khôi phục',
    confirmLead: 'Để tiếp tục, hãy nhập mã hiện tại hoặc mật khẩu.',
    password: 'Mật khẩu',
    orPassword: 'hoặc mật khẩu',
    confirm: 'Tiếp tục',
    enabledNotice: 'Đã bật xác minh hai bước.',
    disabledNotice: 'Đã tắt xác minh hai bước.',
  },
  policy: {
    title: 'Cài đặt của trường',
    label: 'Bắt buộc giáo viên quản trị dùng xác minh hai bước',
    description: 'Khi bật, giáo viên quản trị chưa thiết lập sẽ được yêu cầu thiết lập ở lần đăng nhập tiếp theo.',
    saved: 'Đã lưu.',
  },
  /** The board's own page, /local_governments/settings/mfa (the same panel; the board's policy). */
  board: {
    lead: 'Khi đăng nhập, ngoài mật khẩu bạn nhập thêm mã từ ứng dụng xác thực.',
    required: 'Hội đồng giáo dục này bắt buộc người dùng sử dụng xác minh hai bước nên không thể tắt.',
    requiredSetup:
      'Hội đồng giáo dục này bắt buộc người dùng sử dụng xác minh hai bước. Hãy thiết lập tại đây, nếu không bạn sẽ được yêu cầu ở lần đăng nhập tiếp theo.',
    policyTitle: 'Cài đặt của hội đồng giáo dục',
    policyLabel: 'Bắt buộc xác minh hai bước cho người dùng của hội đồng giáo dục',
    policyDescription: 'Khi bật, người dùng chưa thiết lập sẽ được yêu cầu thiết lập ở lần đăng nhập tiếp theo.',
  },
};
