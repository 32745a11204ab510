import type { Messages } from '../ja.ts';

/** Mencoba aturan peringatan sebelum diaktifkan (issue 25 item 4, decision 077). */
export const alertReplay: Messages['alertReplay'] = {
  title: 'Coba sebelum menyimpan',
  lead: 'Menerapkan syarat yang diubah di atas (hari berturut-turut, jawaban yang dihitung) dan perbandingan dengan keadaan biasa pada check-in 90 hari sekolah terakhir, lalu menunjukkan berapa peringatan per minggu yang akan muncul dibandingkan pengaturan sekarang. Mencoba tidak memunculkan peringatan.',
  baseline: 'Bandingkan dengan keadaan biasa murid',
  baselineHint: 'Memberi tahu bila rata-rata 5 hari sekolah terakhir turun dibandingkan 20 hari sekolah sebelumnya',
  drop: 'Penurunan (poin pada skala 4)',
  run: 'Coba sebelum menyimpan',
  running: 'Sedang mencoba…',
  span: '{{from}}–{{to}} ({{days}} hari sekolah)',
  totals: 'Total peringatan: pengaturan sekarang {{current}} → setelah diubah {{proposed}}',
  klass: 'Kelas',
  wholeSchool: 'Seluruh sekolah',
  caption: 'Peringatan per minggu, {{klass}}',
  week: 'Minggu',
  weekOf: 'Minggu {{date}}',
  current: 'Sekarang',
  proposed: 'Setelah diubah',
  difference: 'Selisih',
  added: 'Murid yang akan mendapat peringatan: {{count}}',
  dropped: 'Murid yang tidak lagi mendapat peringatan: {{count}}',
  namesAdminOnly: 'Nama hanya ditampilkan kepada guru admin.',
  student: '{{klass}} No. {{number}} {{name}}',
  failed: 'Tidak dapat mencoba. Silakan coba lagi.',
};
