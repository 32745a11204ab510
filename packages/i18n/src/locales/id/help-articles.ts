import type { Messages } from '../ja.ts';

/** The footer's help link and the staff help articles (spec §2 "Layouts and footer"). */
export const helpArticles: Messages['helpArticles'] = {
  footer: {
    help: 'Bantuan',
    newTab: '(terbuka di tab baru)',
  },
  article: {
    eyebrow: 'Bantuan',
    open: 'Buka "{{page}}"',
  },
  teacher: {
    title: 'Bantuan untuk guru',
    lead: 'Panduan untuk memeriksa keadaan kelas dalam lima menit sebelum kegiatan pagi. Nama dalam tanda kutip adalah menu dan tombol di layar.',
    morning: {
      title: 'Pemeriksaan pagi lima menit',
      step1:
        'Di "Dasbor kelas", lihat isian dan ikon wajah hari ini. Sapa lebih dulu siswa yang menunjukkan "Buruk", "Agak buruk" atau "Perlu dicek (belum ditangani)".',
      step2:
        'Buka "Peringatan" di bagian atas layar dan periksa jumlah "Ingin bicara", gangguan perasaan, gangguan fisik dan laporan kehadiran yang belum ditangani atau belum dikonfirmasi.',
      step3: 'Dengarkan setiap siswa yang menekan "Ingin bicara" pada hari yang sama, lalu tandai dengan "Catat penanganan".',
      step4: 'Konfirmasi laporan kehadiran dari orang tua. Setelah dikonfirmasi, kehadiran diperbarui.',
    },
    sections: {
      dashboard: {
        title: 'Dasbor kelas dan peringatan',
        body: 'Keadaan perasaan dan fisik serta "Ingin bicara" siswa kelas Anda hari ini ada dalam satu tabel. Beralih ke satu minggu untuk melihat siapa yang kurang sehat beberapa hari. Keadaan yang terus buruk menjadi peringatan. Setelah memeriksa siswa, tekan "Tandai sudah ditangani" (tidak bisa dibatalkan).',
      },
      talk: {
        title: '"Ingin bicara"',
        body: 'Saat siswa menekan "Ingin bicara", pemberitahuan muncul di kanan atas layar dalam beberapa detik. Periksa siapa dan kapan di dasbor "Ingin bicara", lalu tekan "Catat penanganan" setelah mendengarkan.',
      },
      attendance: {
        title: 'Kehadiran dan memo',
        body: 'Catat kehadiran di baris siswa pada "Dasbor kelas". Periksa laporan orang tua di "Laporan kehadiran". Tekan nama siswa untuk membuka halaman catatannya; "Tambah memo" menyimpan hal yang Anda perhatikan.',
      },
      bullying: {
        title: 'Peringatan perundungan',
        body: 'Jawaban survei perundungan meminta kata sandi Anda lagi sebelum ditampilkan. Tampilan kelas menunjukkan tahap (Tahap 1 sampai Tahap 3) serta tanda "melihat" dan "ingin bicara". Setelah bertindak, ubah status dengan "Ubah status konfirmasi". Bagikan Tahap 2 ke atas dengan tim sekolah; jangan ditangani sendiri.',
      },
      questionnaires: {
        title: 'Kuesioner',
        body: 'Di "Kuesioner" pada bagian atas layar, periksa kuesioner yang berjalan dan jumlah jawabannya. Guru admin membuat dan mengirimnya. "Jawaban uji" menampilkan layar siswa tanpa menyimpan.',
      },
      exports: {
        title: 'Laporan dan unduhan',
        body: 'Di "Laporan", unduh laporan pendaftaran, penggunaan "Ingin bicara" dan keadaan siswa sebagai file Excel. PDF jawaban survei perundungan perlu beberapa menit untuk disiapkan; daftar di kanan bawah memberi tahu saat siap. Simpan file unduhan di dalam sekolah.',
      },
      settings: {
        title: 'Pengaturan (guru admin)',
        body: 'Di "Pengaturan", ubah peringatan kondisi, tingkat dan kelas, siswa, guru, kalender sekolah dan lainnya. Hanya guru admin yang dapat mengubah; guru lain dapat melihat.',
      },
      contact: {
        title: 'Jika perlu bantuan',
        body: 'Jika tidak bisa masuk, atur ulang kata sandi dari "Lupa kata sandi?" di halaman masuk. Tanyakan akun dan pengaturan kepada guru admin sekolah, dan hal yang menyangkut seluruh sekolah kepada dinas pendidikan. Jika keselamatan anak terancam, segera beri tahu pimpinan sekolah; jangan menunggu aplikasi.',
      },
    },
  },
  board: {
    title: 'Bantuan untuk dinas pendidikan',
    lead: 'Cara memakai layar dinas pendidikan. Nama dalam tanda kutip adalah menu dan tombol di bagian atas layar.',
    sections: {
      dashboard: {
        title: 'Dasbor',
        body: 'Tingkat pengisian hari ini dan bulan ini di semua sekolah serta jumlah siswa dengan peringatan kondisi. Tekan angka untuk membuka laporannya.',
      },
      reports: {
        title: 'Laporan dan perlindungan kelompok kecil',
        body: 'Di "Laporan", lihat penggunaan bulanan, penggunaan "Ingin bicara", pengguna harian dan laporan kondisi per sekolah dan tingkat, lalu unduh sebagai Excel atau PDF. Agar siswa tidak dapat dikenali, jumlah 1 sampai 4 ditampilkan sebagai "<5", dan jumlah yang bisa dihitung dari total ditampilkan sebagai "*". Ubah di "Pengaturan", "Pengaturan laporan".',
      },
      schools: {
        title: 'Daftar sekolah dan akun sekolah',
        body: 'Di "Daftar sekolah", periksa tingkat pengisian hari ini serta "Ingin bicara" dan peringatan yang belum ditangani di setiap sekolah. "Akses akun sekolah" membuka layar guru sekolah itu dengan hak dinas; tindakan Anda dicatat. Tekan "Kembali ke dinas" di bagian atas layar untuk selesai.',
      },
      settings: {
        title: 'Pengaturan',
        body: 'Di "Pengaturan", pilih penerima surel peringatan kondisi, jaringan yang diizinkan (alamat IP), kapan surel pengingat dikirim ke sekolah, serta daftar guru dan impor guru (daftarkan banyak guru sekaligus dengan templat Excel).',
      },
      contact: {
        title: 'Jika perlu bantuan',
        body: 'Jika tidak bisa masuk, atur ulang kata sandi dari "Lupa kata sandi?" di halaman masuk. Akun guru didaftarkan oleh guru admin sekolah atau dengan impor guru.',
      },
    },
  },
  parent: {
    title: 'Untuk orang tua',
    lead: 'Cara memberi tahu sekolah bahwa anak Anda tidak masuk, terlambat atau pulang lebih awal.',
    sections: {
      absent: {
        title: 'Mengirim laporan',
        body: 'Di "Laporan baru", pilih anak, tanggal dan jenis laporan, tekan "Periksa laporan", lalu "Kirim". Anda dapat melapor untuk hari ini sampai 7 hari ke depan.',
      },
      history: {
        title: 'Riwayat dan pembatalan',
        body: 'Di "Riwayat", lihat laporan yang Anda kirim dan apakah sekolah sudah mengonfirmasinya. Jika rencana berubah, batalkan dengan "Batalkan laporan ini".',
      },
      language: {
        title: 'Bahasa',
        body: 'Pilih bahasa layar dengan pengalih bahasa di kanan atas.',
      },
      contact: {
        title: 'Jika mendesak',
        body: 'Untuk hal yang mendesak atau menyangkut keselamatan anak, silakan telepon sekolah langsung, bukan melalui aplikasi.',
      },
    },
  },
};
