import { organization } from './id/organization.ts';
import { parent } from './id/parent.ts';
import { student } from './id/student.ts';
import { teacher } from './id/teacher.ts';
import { teacherStudents } from './id/teacher-students.ts';
import { teacherSettings } from './id/teacher-settings.ts';
import { questionnaireDeliveries } from './id/questionnaire-deliveries.ts';
import { bullyingAlerts } from './id/bullying-alerts.ts';
import { bullyingCases } from './id/bullying-cases.ts';
import { alertFeedback } from './id/alert-feedback.ts';
import { alertReplay } from './id/alert-replay.ts';
import { helpArticles } from './id/help-articles.ts';
import { signInProviders, signInProviderSettings } from './id/sign-in-providers.ts';
import type { Messages } from './ja.ts';

/** Indonesian (spec §1 "id"). Same keys as ja.ts, enforced by the `Messages` type. */
export const id: Messages = {
  common: {
    appName: 'Sukoyaka',
    appTagline: 'Catatan harian perasaan dan kesehatan tubuh',
    loading: 'Memuat',
    language: 'Bahasa (Language)',
    logout: 'Keluar',
    showPassword: 'Tampilkan kata sandi',
    condition: {
      best: 'Baik',
      good: 'Agak baik',
      bad: 'Agak buruk',
      worst: 'Buruk',
      skip: 'Tidak menjawab',
      none: 'Belum diisi',
    },
    error: {
      notFound: {
        title: 'Halaman tidak ditemukan',
        body: 'Periksa kembali URL-nya.',
        english: 'This page could not be found.',
      },
      heading: 'ERROR',
      generic: 'Terjadi kesalahan. Silakan coba lagi.',
      network: 'Tidak dapat terhubung. Periksa koneksi internet, lalu coba lagi.',
      loadFailed: {
        title: 'Gagal memuat',
        body: 'Silakan muat ulang halaman.',
        reload: 'Muat ulang',
      },
      schoolCodeInvalid: {
        title: 'Kode sekolah tidak valid',
        body: 'Masukkan kode sekolah yang benar di URL.',
      },
      backToTop: 'Ke halaman utama',
    },
  },
  landing: {
    lead: 'Aplikasi untuk mencatat perasaan dan keadaan tubuh setiap hari, dan tetap terhubung dengan guru.',
    howToTitle: 'Cara memulai',
    howToStudent: 'Para siswa: buka URL (alamat) yang diberikan sekolah, lalu masuk.',
    howToTeacher: 'Guru dan staf: buka URL halaman masuk staf sekolah Anda.',
    adminLink: 'Masuk sebagai administrator',
  },
  maintenance: {
    title: 'Sedang dalam pemeliharaan',
    body: 'Mohon maaf atas ketidaknyamanannya. Silakan coba lagi nanti.',
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
