import type { Messages } from '../ja.ts';

/** Teacher screens. */
export const teacher: Messages['teacher'] = {
  login: {
    title: 'Masuk untuk staf',
    adminTitle: 'Masuk sebagai administrator',
    email: 'Alamat email',
    password: 'Kata sandi',
    keepLoggedIn: 'Tetap masuk',
    submit: 'Masuk',
    errors: {
      email: 'Masukkan alamat email',
      emailFormat: 'Masukkan dengan format yang benar',
      password: 'Masukkan kata sandi',
    },
  },
  header: {
    teacherName: 'Bapak/Ibu {{name}}',
    admin: 'Administrator',
  },
  dashboard: {
    pageTitle: 'Dasbor kelas',
    title: '{{grade}} {{klass}}',
    grade: 'Tingkat',
    klass: 'Kelas',
    date: 'Tanggal',
    prevDay: 'Hari sebelumnya',
    nextDay: 'Hari berikutnya',
    today: 'Hari ini',
    summary: 'Sudah mengisi: {{entered}} / {{total}}',
    talkSummary: 'Ingin bicara: {{number}}',
    empty: 'Belum ada siswa yang terdaftar di kelas ini.',
    tableCaption: 'Kesehatan {{grade}} {{klass}} pada {{date}}',
    columns: {
      studentNumber: 'No.',
      name: 'Nama',
      mental: 'Perasaan',
      physical: 'Tubuh',
      talk: 'Bicara',
    },
    columnsLong: {
      mental: 'Perasaan',
      physical: 'Tubuh',
      talk: 'Ingin bicara',
    },
    talk: {
      unprocessed: 'Ingin bicara (belum ditangani)',
      processed: 'Ingin bicara (sudah ditangani)',
      none: 'Tidak ada',
    },
  },
};
