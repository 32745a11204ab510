import type { Messages } from '../ja.ts';

/** Alerts that learn (issue 10 item 11, decision 033): marks, the 90-day counts and the escalation. */
export const alertFeedback: Messages['alertFeedback'] = {
  verdicts: { useful: 'Berguna', false_alarm: 'Alarm palsu', mistap: 'Salah tekan' },
  groupLabel: 'Nilai {{what}}',
  question: 'Penilaian',
  markedBy: '{{teacher}} {{datetime}}',
  saved: 'Dicatat sebagai “{{verdict}}”',
  escalated: 'Lama belum ditangani',
  escalatedTitle: 'Belum ada penanganan dalam jam sekolah yang ditentukan',
  summary: {
    title: 'Penilaian peringatan (90 hari terakhir)',
    lead: 'Jumlah penilaian guru untuk peringatan yang sudah ditangani dan permintaan “ingin bicara”. Jika suatu pengaturan banyak alarm palsu atau salah tekan, tinjau kembali syaratnya (jumlah hari berturut-turut, dll.).',
    caption: 'Penilaian per aturan ({{from}}–{{to}})',
    rule: 'Aturan',
    columns: { total: 'Peringatan', useful: 'Berguna', falseAlarm: 'Alarm palsu', mistap: 'Salah tekan', unmarked: 'Belum dinilai' },
    rules: {
      mental: 'Kondisi hati (hari berturut-turut)',
      physical: 'Kondisi badan (hari berturut-turut)',
      healthcheck: 'Pemeriksaan kesehatan',
      sos: 'Ingin bicara',
    },
    count: '{{count}}',
    wolf: 'Banyak alarm palsu atau salah tekan',
  },
  escalation: {
    title: 'Pemberitahuan “ingin bicara” yang belum ditangani',
    lead: 'Jika pencatatan penanganan aktif, permintaan “ingin bicara” yang belum ditangani setelah jam sekolah yang ditentukan dikirim sekali lewat email ke guru admin dan ditandai “Lama belum ditangani” di dasbor. Akhir pekan, hari libur, dan hari libur kalender sekolah tidak dihitung.',
    hours: 'Waktu sebelum pemberitahuan (jam sekolah)',
    suffix: ' jam',
    value: '{{hours}} jam',
    off: 'Pencatatan penanganan tidak aktif, jadi saat ini tidak ada pemberitahuan.',
  },
  schoolHours: {
    title: 'Jam sekolah (mulai dan selesai)',
    lead: 'Jika “ingin bicara” ditekan di luar jam ini atau pada hari tanpa sekolah, anak melihat layanan bantuan 24 jam dan hari guru akan melihatnya.',
    start: 'Sekolah mulai',
    end: 'Sekolah selesai',
    value: '{{start}}–{{end}}',
  },
};
