import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmationBodySchema, forgotPasswordBodySchema, resetPasswordBodySchema } from '@sukoyaka/contracts/passwords';
import { requestPasswordReset, setPasswordWithToken, type MailAccount } from '../modules/auth/passwords.service.ts';

export interface PasswordRoutesOptions {
  publicUrl: string;
  rateLimit: { max: number; timeWindow: number };
}

const done = z.object({ data: z.object({ message: z.string() }) });

type Forgot = { body: z.infer<typeof forgotPasswordBodySchema> };
type Reset = { body: z.infer<typeof resetPasswordBodySchema> };
type Confirm = { body: z.infer<typeof confirmationBodySchema> };

/**
 * Forgot / reset / registration for the accounts that sign in by e-mail (spec §7 Teacher auth,
 * Local government): public, per-IP rate limited like sign-in. Literal paths, one handler per
 * action shared by teachers and board users.
 */
export const passwordRoutes: FastifyPluginAsyncZod<PasswordRoutesOptions> = async (app, { publicUrl, rateLimit }) => {
  const config = { rateLimit };
  const teacher = { tags: ['teacher'] };
  const board = { tags: ['local_government'] };

  // Reset requests still running when the app closes are let finish.
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(pending);
  });
  /**
   * POST …/password: mails a reset link when the address is registered; the same answer either
   * way, and at the same time (issue 28 item 11: a registered address answered in 16 ms, an
   * unknown one in 4 ms): the lookup, the token and the mail run after the answer is sent.
   */
  const forgot = (kind: MailAccount) => async (request: Forgot & { log: { error: (o: object, m: string) => void } }) => {
    const work = requestPasswordReset(app.db, app.mail, publicUrl, kind, request.body).catch((err: unknown) =>
      request.log.error({ err }, 'password reset: could not queue the mail'),
    );
    pending.add(work);
    void work.finally(() => pending.delete(work));
    return { data: { message: '登録されているメールアドレスであれば、パスワード再設定のメールを送りました。' } };
  };
  /** PUT …/password: sets the password with the mailed reset token. */
  const reset = (kind: MailAccount) => async (request: Reset) => {
    await setPasswordWithToken(app.db, kind, 'reset_password', request.body.reset_password_token, request.body.password);
    return { data: { message: 'パスワードを変更しました。新しいパスワードでログインしてください。' } };
  };
  /** …/confirmation: the first password of an invited account. */
  const confirm = (kind: MailAccount) => async (request: Confirm) => {
    await setPasswordWithToken(app.db, kind, 'confirmation', request.body.confirmation_token, request.body.password);
    return { data: { message: '登録が完了しました。ログインしてください。' } };
  };

  app.post('/api/teachers/password', { config, schema: { ...teacher, body: forgotPasswordBodySchema, response: { 200: done } } }, forgot('teacher'));
  app.put('/api/teachers/password', { config, schema: { ...teacher, body: resetPasswordBodySchema, response: { 200: done } } }, reset('teacher'));
  app.patch('/api/teachers/confirmation', { config, schema: { ...teacher, body: confirmationBodySchema, response: { 200: done } } }, confirm('teacher'));

  app.post(
    '/api/local_governments/password',
    { config, schema: { ...board, body: forgotPasswordBodySchema, response: { 200: done } } },
    forgot('local_government'),
  );
  app.put(
    '/api/local_governments/password',
    { config, schema: { ...board, body: resetPasswordBodySchema, response: { 200: done } } },
    reset('local_government'),
  );
  app.post(
    '/api/local_governments/confirmation',
    { config, schema: { ...board, body: confirmationBodySchema, response: { 200: done } } },
    confirm('local_government'),
  );
};
