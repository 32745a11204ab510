import type { Messages } from '../ja.ts';

/** The board's teacher import and health-data retention (issue 14 item 5, issue 15 item 7). */
export const boardData: Messages['organization']['data'] = {
  import: {
    step1Lead:
      'Unduh templat lalu isi kode sekolah, nama, dan alamat email setiap guru. Kode sekolah terlihat di daftar sekolah. Sekolah milik dewan lain tidak dapat digunakan.',
    exportLead: 'Unduh daftar guru saat ini sebagai Excel dengan format yang sama; dapat diedit lalu diimpor kembali.',
  },
  retention: {
    title: 'Lama penyimpanan data kesehatan',
    lead: 'Setelah siswa lulus atau pindah, data observasi kesehatan, kondisi, permintaan bicara, dan jawaban kuesioner disimpan selama periode ini. Data yang melewati periode dihapus otomatis setiap malam (data siswa aktif tidak dihapus).',
    years: 'Tahun disimpan',
    yearsHint: 'Dihitung sejak tahun ajaran setelah tahun terakhir siswa terdaftar (1–20 tahun, bawaan 5).',
    value: '{{years}} tahun',
    up: 'Tambah satu tahun',
    down: 'Kurangi satu tahun',
    save: 'Simpan',
  },
};
