import { organization } from './vi/organization.ts';
import { parent } from './vi/parent.ts';
import { student } from './vi/student.ts';
import { teacher } from './vi/teacher.ts';
import { teacherStudents } from './vi/teacher-students.ts';
import { teacherSettings } from './vi/teacher-settings.ts';
import { questionnaireDeliveries } from './vi/questionnaire-deliveries.ts';
import { bullyingAlerts } from './vi/bullying-alerts.ts';
import { bullyingCases } from './vi/bullying-cases.ts';
import { alertFeedback } from './vi/alert-feedback.ts';
import { alertReplay } from './vi/alert-replay.ts';
import { helpArticles } from './vi/help-articles.ts';
import { signInProviders, signInProviderSettings } from './vi/sign-in-providers.ts';
import type { Messages } from './ja.ts';

/** Vietnamese (spec §1 "vi"). Same keys as ja.ts, enforced by the `Messages` type. */
export const vi: Messages = {
  common: {
    appName: 'Sukoyaka',
    appTagline: 'Ghi lại tâm trạng và sức khỏe mỗi ngày',
    loading: 'Đang tải',
    language: 'Ngôn ngữ (Language)',
    logout: 'Đăng xuất',
    showPassword: 'Hiện mật khẩu',
    condition: {
      best: 'Tốt',
      good: 'Hơi tốt',
      bad: 'Hơi không tốt',
      worst: 'Không tốt',
      skip: 'Không trả lời',
      none: 'Chưa nhập',
    },
    error: {
      notFound: {
        title: 'Không tìm thấy trang',
        body: 'Hãy kiểm tra lại URL.',
        english: 'This page could not be found.',
      },
      heading: 'ERROR',
      generic: 'Đã xảy ra lỗi. Vui lòng thử lại.',
      network: 'Không thể kết nối. Hãy kiểm tra kết nối Internet rồi thử lại.',
      loadFailed: {
        title: 'Tải không thành công',
        body: 'Vui lòng tải lại trang.',
        reload: 'Tải lại',
      },
      schoolCodeInvalid: {
        title: 'Mã trường không đúng',
        body: 'Hãy nhập đúng mã trường vào URL.',
      },
      backToTop: 'Về trang đầu',
    },
  },
  landing: {
    lead: 'Ứng dụng giúp ghi lại tâm trạng và tình trạng cơ thể mỗi ngày, và giữ liên lạc với thầy cô.',
    howToTitle: 'Cách bắt đầu',
    howToStudent: 'Các em học sinh: hãy mở URL (địa chỉ) mà trường đã phát, rồi đăng nhập.',
    howToTeacher: 'Giáo viên và nhân viên: hãy mở URL trang đăng nhập dành cho giáo viên của trường.',
    adminLink: 'Đăng nhập quản trị viên',
  },
  maintenance: {
    title: 'Hệ thống đang bảo trì',
    body: 'Xin lỗi vì sự bất tiện. Vui lòng truy cập lại sau ít phút.',
  },
  student,
  teacher,
  teacherStudents,
  teacherSettings,
  questionnaireDeliveries,
  bullyingAlerts,
  bullyingCases,
  alertFeedback,
  alertReplay,
  helpArticles,
  signInProviders,
  signInProviderSettings,
  parent,
  organization,
};
