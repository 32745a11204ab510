import type { Messages } from '../ja.ts';

/**
 * Student sign-in with a provider (decisions 014, 034): the buttons and messages of the student
 * login page (core: the student's pages bundle it), and the board's choice of providers. Vietnamese.
 */
export const signInProviders: Messages['signInProviders'] = {
  or: 'hoặc',
  google: {
    button: 'Đăng nhập bằng Google',
    signingIn: 'Đang đăng nhập bằng Google…',
    errors: {
      not_registered: 'Tài khoản Google này chưa được đăng ký ở trường này. Em hãy hỏi thầy cô.',
      unverified: 'Địa chỉ email của tài khoản Google này chưa được xác minh. Em hãy hỏi thầy cô.',
      stopped: 'Tài khoản này đang bị tạm dừng đăng nhập. Em hãy hỏi thầy cô.',
      failed: 'Không đăng nhập được bằng Google. Em hãy bấm lại “Đăng nhập bằng Google”.',
    },
  },
  microsoft: {
    button: 'Đăng nhập bằng Microsoft',
    signingIn: 'Đang đăng nhập bằng Microsoft…',
    errors: {
      not_registered: 'Tài khoản Microsoft này chưa được đăng ký ở trường này. Em hãy hỏi thầy cô.',
      unverified: 'Không xác nhận được địa chỉ trường của tài khoản Microsoft này. Em hãy hỏi thầy cô.',
      stopped: 'Tài khoản này đang bị tạm dừng đăng nhập. Em hãy hỏi thầy cô.',
      failed: 'Không đăng nhập được bằng Microsoft. Em hãy bấm lại “Đăng nhập bằng Microsoft”.',
    },
  },
};

/** The board's choice of providers (local_governments/settings; a staff namespace, decision 015). */
export const signInProviderSettings: Messages['signInProviderSettings'] = {
  title: 'Cách học sinh đăng nhập',
  lead: 'Hiện nút đăng nhập bằng tài khoản trường trên trang đăng nhập của mọi trường thuộc sở giáo dục. Luôn có thể đăng nhập bằng số thứ tự và mật khẩu.',
  google: 'Đăng nhập bằng Google (Google Workspace)',
  microsoft: 'Đăng nhập bằng Microsoft (Microsoft 365)',
  notConfigured: 'Không hiển thị: máy chủ này chưa được thiết lập.',
  saved: 'Đã lưu',
};
