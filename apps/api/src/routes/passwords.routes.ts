import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmationBodySchema, forgotPasswordBodySchema, resetPasswordBodySchema } from '@sukoyaka/contracts/passwords';
import { requestPasswordReset, setPasswordWithToken, type MailAccount } from '../modules/auth/passwords.service.ts';

export interface PasswordRoutesOptions {
  publicUrl: string;
  rateLimit: { max: number; timeWindow: number };
}

const done = z.object({ data: z.object({ message: z.string() }) });

/**
 * Forgot / reset / registration for the accounts that sign in by e-mail (spec §7 Teacher auth,
 * Local government): public, per-IP rate limited like sign-in.
 */
export const passwordRoutes: FastifyPluginAsyncZod<PasswordRoutesOptions> = async (app, { publicUrl, rateLimit }) => {
  const config = { rateLimit };
  const accounts: [string, MailAccount, string][] = [
    ['/api/teachers', 'teacher', 'teacher'],
    ['/api/local_governments', 'local_government', 'local_government'],
  ];
  for (const [base, kind, tag] of accounts) {
    app.post(`${base}/password`, { config, schema: { tags: [tag], body: forgotPasswordBodySchema, response: { 200: done } } }, async (request) => {
      await requestPasswordReset(app.db, app.mail, publicUrl, kind, request.body);
      return { data: { message: '登録されているメールアドレスであれば、パスワード再設定のメールを送りました。' } };
    });
    app.put(`${base}/password`, { config, schema: { tags: [tag], body: resetPasswordBodySchema, response: { 200: done } } }, async (request) => {
      await setPasswordWithToken(app.db, kind, 'reset_password', request.body.reset_password_token, request.body.password);
      return { data: { message: 'パスワードを変更しました。新しいパスワードでログインしてください。' } };
    });
  }
  const confirm = (kind: MailAccount) => async (request: { body: z.infer<typeof confirmationBodySchema> }) => {
    await setPasswordWithToken(app.db, kind, 'confirmation', request.body.confirmation_token, request.body.password);
    return { data: { message: '登録が完了しました。ログインしてください。' } };
  };
  app.patch('/api/teachers/confirmation', { config, schema: { tags: ['teacher'], body: confirmationBodySchema, response: { 200: done } } }, confirm('teacher'));
  app.post(
    '/api/local_governments/confirmation',
    { config, schema: { tags: ['local_government'], body: confirmationBodySchema, response: { 200: done } } },
    confirm('local_government'),
  );
};
