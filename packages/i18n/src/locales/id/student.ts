import type { Messages } from '../ja.ts';

/** Student screens. */
export const student: Messages['student'] = {
  common: {
    select: { required: 'Silakan pilih' },
    input: { required: 'Silakan isi' },
    enterAll: { required: 'Silakan isi semuanya' },
  },
  login: {
    title: 'Masuk',
    grade: 'Tingkat',
    klass: 'Kelas',
    gradePlaceholder: 'Pilih tingkatmu',
    klassPlaceholder: 'Pilih kelasmu',
    studentNumber: 'Nomor absen',
    studentNumberHint: 'Tulis dengan angka (contoh: 5)',
    password: 'Kata sandi',
    keepLoggedIn: 'Tetap masuk',
    submit: 'Masuk',
    noGrades: 'Belum ada kelas yang terdaftar untuk tahun ajaran ini. Tanyakan kepada gurumu.',
    errors: {
      gradeKlass: 'Pilih tingkat dan kelasmu',
      studentNumber: 'Isi nomor absenmu',
      password: 'Isi kata sandimu',
    },
  },
  header: {
    gradeKlass: '{{grade}} {{klass}}',
    studentNumber: 'No. {{number}}',
  },
  checkIn: {
    mentalQuestion: 'Bagaimana perasaanmu hari ini?',
    physicalQuestion: 'Bagaimana keadaan tubuhmu hari ini?',
    hint: 'Pilih yang paling cocok, ya.',
    progress: 'Pertanyaan {{current}} dari {{total}}',
    back: 'Kembali',
    sending: 'Mengirim…',
  },
  todays: {
    title: 'Catatan hari ini',
    recorded: 'Sudah dicatat. Terima kasih!',
    notYet: 'Hari ini kamu belum mencatat.',
    record: 'Catat',
    redo: 'Ulangi',
    mental: 'Perasaan',
    physical: 'Tubuh',
  },
  sos: {
    title: 'Kalau ingin bicara dengan guru',
    lead: 'Tekan tombol guru yang ingin kamu ajak bicara. Guru akan mengetahuinya.',
    sent: 'Guru akan mengajakmu bicara dalam beberapa hari.',
    sentLabel: 'Sudah disampaikan ke guru: "{{label}}".',
    sentMark: ' (terkirim)',
    sending: 'Mengirim…',
  },
};
