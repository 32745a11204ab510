/**
 * Errors a service may throw; the error handler turns them into the envelope
 * `{ errors, fieldErrors? }` with the status of its kind (decision 007). Messages are Japanese,
 * written for the person at the screen.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) => new HttpError(400, message, fieldErrors);
export const unauthorized = (message: string = messages.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string = messages.forbidden) => new HttpError(403, message);
export const notFound = (message: string = messages.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unprocessable = (message: string, fieldErrors?: Record<string, string[]>) => new HttpError(422, message, fieldErrors);
export const tooManyRequests = (message: string = messages.tooManyRequests) => new HttpError(429, message);

/** The API's own Japanese messages (field messages live with their zod schemas). */
export const messages = {
  unauthorized: 'ログインしていないか、ログインの有効期限が切れました。もう一度ログインしてください。',
  forbidden: 'この操作を行う権限がありません。',
  notFound: '指定されたデータが見つかりません。',
  routeNotFound: 'ページが見つかりませんでした。URLをご確認ください。',
  badRequest: '入力内容に誤りがあります。',
  tooManyRequests: 'ログインの試行回数が多すぎます。しばらく待ってからもう一度お試しください。',
  internal: 'エラーが発生しました。もう一度お試しください。',
  unavailable: 'ただいま混み合っています。しばらくしてから、もう一度お試しください。',
  invalidCredentials: 'ログイン情報が正しくありません。',
  signInStopped: 'このアカウントはログインが停止されています。先生に確認してください。',
  invalidSchoolCode: '学校コードが正しくありません。URLに正しい学校コードを入れてください。',
  wrongSchool: 'この学校のアカウントではありません。',
  noKlass: '今年度のクラスが登録されていません。先生に確認してください。',
  skipDisabled: 'この学校では「回答しない」は使えません。',
  sosSettingNotFound: '選んだ相談先が見つかりません。画面を読み込み直してください。',
} as const;
