import type { Messages } from '../ja.ts';

/**
 * Student sign-in with a provider (decisions 014, 034): the buttons and messages of the student
 * login page (core: the student's pages bundle it), and the board's choice of providers. Indonesian.
 */
export const signInProviders: Messages['signInProviders'] = {
  or: 'atau',
  google: {
    button: 'Masuk dengan Google',
    signingIn: 'Sedang masuk dengan Google…',
    errors: {
      not_registered: 'Akun Google ini tidak terdaftar di sekolah ini. Tanyakan kepada gurumu.',
      unverified: 'Alamat email akun Google ini belum diverifikasi. Tanyakan kepada gurumu.',
      stopped: 'Akun ini sedang tidak bisa masuk. Tanyakan kepada gurumu.',
      failed: 'Tidak bisa masuk dengan Google. Tekan lagi “Masuk dengan Google”.',
    },
  },
  microsoft: {
    button: 'Masuk dengan Microsoft',
    signingIn: 'Sedang masuk dengan Microsoft…',
    errors: {
      not_registered: 'Akun Microsoft ini tidak terdaftar di sekolah ini. Tanyakan kepada gurumu.',
      unverified: 'Alamat sekolah akun Microsoft ini tidak dapat dipastikan. Tanyakan kepada gurumu.',
      stopped: 'Akun ini sedang tidak bisa masuk. Tanyakan kepada gurumu.',
      failed: 'Tidak bisa masuk dengan Microsoft. Tekan lagi “Masuk dengan Microsoft”.',
    },
  },
};

/** The board's choice of providers (local_governments/settings; a staff namespace, decision 015). */
export const signInProviderSettings: Messages['signInProviderSettings'] = {
  title: 'Cara siswa masuk',
  lead: 'Menampilkan tombol masuk dengan akun sekolah di halaman masuk semua sekolah dewan pendidikan. Masuk dengan nomor absen dan kata sandi selalu bisa.',
  google: 'Masuk dengan Google (Google Workspace)',
  microsoft: 'Masuk dengan Microsoft (Microsoft 365)',
  notConfigured: 'Tidak ditampilkan: server ini belum diatur untuk itu.',
  saved: 'Tersimpan',
};
