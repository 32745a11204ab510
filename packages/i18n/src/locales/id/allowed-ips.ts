import type { Messages } from '../ja.ts';

/** The IP allow-list settings page (spec §2 settings/ip). */
export const allowedIpsSettings: Messages['teacherSettings']['ip'] = {
  title: 'Jaringan yang diizinkan',
  lead: 'Daftarkan jaringan (alamat IP atau rentang) tempat guru boleh memakai aplikasi ini. Jika daftar kosong, semua jaringan boleh dipakai. Siswa dan orang tua tidak dibatasi.',
  adminOnly: 'Hanya guru administrator yang dapat melihat dan mengubah pengaturan ini.',
  current: {
    title: 'Alamat IP saat ini',
    open: 'Daftar kosong, jadi semua jaringan boleh dipakai. Alamat IP perangkat ini adalah {{ip}}.',
    allowed: 'Alamat IP perangkat ini ({{ip}}) diizinkan.',
    notAllowed: 'Alamat IP perangkat ini ({{ip}}) tidak ada dalam daftar.',
  },
  table: {
    caption: 'Daftar alamat IP yang diizinkan',
    cidr: 'Alamat IP atau rentang',
    label: 'Catatan (tempat, dll.)',
    actions: 'Hapus',
    cidrRow: 'Alamat IP atau rentang, baris {{number}}',
    labelRow: 'Catatan, baris {{number}}',
    remove: 'Hapus baris {{number}}',
    currentBadge: 'Perangkat ini',
    empty: 'Belum ada alamat IP yang terdaftar.',
  },
  cidrPlaceholder: 'mis. 203.0.113.10 atau 203.0.113.0/24',
  labelPlaceholder: 'mis. Ruang guru',
  hint: 'Masukkan satu alamat (203.0.113.10) atau rentang (203.0.113.0/24). IPv6 juga bisa. Maksimal {{max}} entri.',
  addRow: 'Tambah baris',
  addCurrent: 'Tambahkan alamat IP saat ini',
  addCurrentNote: 'Menambahkan alamat IP perangkat ini ({{ip}}) ke daftar dan langsung menyimpannya.',
  addCurrentDirty: 'Simpan atau batalkan perubahan sebelum menambahkannya.',
  addCurrentAlready: 'Alamat IP perangkat ini ({{ip}}) sudah terdaftar.',
  addCurrentDone: 'Alamat IP saat ini {{ip}} telah ditambahkan.',
  lockOut: {
    title: 'Perangkat ini tidak akan bisa dipakai',
    body: 'Setelah disimpan, masuk dan penggunaan hanya bisa dari jaringan dalam daftar. Tetap simpan?',
    confirm: 'Tetap simpan',
  },
};
