import { boardTalkLinesOutSchema, boardTalkLinesSchema } from '@sukoyaka/contracts/board-talk-lines';
import { getBoardTalkLines, updateBoardTalkLines } from '../../modules/sos/talk-hours.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  governmentAlertSettingBodySchema,
  governmentAlertSettingSchema,
  remindEmailSettingsBodySchema,
  remindEmailSettingsSchema,
} from '@sukoyaka/contracts/local-government';
import { distressWordsBodySchema, distressWordsSchema } from '@sukoyaka/contracts/distress-words';
import { dataOf } from '../../lib/envelope.ts';
import { getBoardDistressWords, updateBoardDistressWords } from '../../modules/distress-words/distress-words.service.ts';
import { getRemindEmailSettings, updateRemindEmailSettings } from '../../modules/organizations/board-settings.service.ts';
import { listGovernmentSettings, sendGovernmentTestMail, updateGovernmentSetting } from '../../modules/organizations/board-alert-settings.service.ts';
import { withAccessLog } from '../../plugins/access-log.ts';
import { organizationScope } from '../../plugins/auth.ts';

/**
 * The board's settings (spec §2 settings/alert and settings/remind_email, §5, §7): the government's
 * condition alert settings (condition_settings/configs, config_update, test_send_mail with
 * 心の不調のメール設定と同じ), the reminder mails to its schools (our addition, decision 027) and the
 * words of distress its pupils' texts are checked against (issue 25 item 5, decision 071).
 */
export const localGovernmentSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['local_government settings'];
  const config = { role: 'local_government' } as const;
  const settings = dataOf(z.array(governmentAlertSettingSchema));

  app.get(
    '/api/local_governments/condition_settings/configs',
    { config: { ...config, accessLog: false }, schema: { tags, response: { 200: settings } } },
    async (request) => ({ data: await listGovernmentSettings(app.db, organizationScope(request)) }),
  );

  app.post(
    '/api/local_governments/condition_settings/config_update',
    { config, schema: { tags, body: governmentAlertSettingBodySchema, response: { 200: settings } } },
    async (request) => ({ data: await withAccessLog(app.db, request, (tx) => updateGovernmentSetting(tx, organizationScope(request), request.body)) }),
  );

  app.post(
    '/api/local_governments/condition_settings/test_send_mail',
    { config, schema: { tags, body: governmentAlertSettingBodySchema, response: { 200: dataOf(z.object({ queued: z.number() })) } } },
    async (request) => ({ data: { queued: await sendGovernmentTestMail(app.db, app.mail, organizationScope(request), request.body) } }),
  );

  app.get(
    '/api/local_governments/remind_email',
    { config: { ...config, accessLog: false }, schema: { tags, response: { 200: dataOf(remindEmailSettingsSchema) } } },
    async (request) => ({ data: await getRemindEmailSettings(app.db, organizationScope(request)) }),
  );

  app.post(
    '/api/local_governments/remind_email',
    { config, schema: { tags, body: remindEmailSettingsBodySchema, response: { 200: dataOf(remindEmailSettingsSchema) } } },
    async (request) => ({ data: await withAccessLog(app.db, request, (tx) => updateRemindEmailSettings(tx, organizationScope(request), request.body)) }),
  );

  // The board's words of distress (issue 25 item 5, decision 071): the list its pupils' texts are checked against.
  app.get(
    '/api/local_governments/distress_words',
    { config: { ...config, accessLog: false }, schema: { tags, response: { 200: dataOf(distressWordsSchema) } } },
    async (request) => ({ data: await getBoardDistressWords(app.db, organizationScope(request)) }),
  );

  app.post(
    '/api/local_governments/distress_words',
    { config, schema: { tags, body: distressWordsBodySchema, response: { 200: dataOf(distressWordsSchema) } } },
    async (request) => ({ data: await withAccessLog(app.db, request, (tx) => updateBoardDistressWords(tx, organizationScope(request), request.body)) }),
  );

  // The board's own lines its pupils see out of school hours (issue 25 item 1, decision 078).
  app.get(
    '/api/local_governments/talk_lines',
    { config: { ...config, accessLog: false }, schema: { tags, response: { 200: dataOf(boardTalkLinesOutSchema) } } },
    async (request) => ({ data: await getBoardTalkLines(app.db, organizationScope(request)) }),
  );

  app.post(
    '/api/local_governments/talk_lines',
    { config, schema: { tags, body: boardTalkLinesSchema, response: { 200: dataOf(boardTalkLinesOutSchema) } } },
    async (request) => ({ data: await withAccessLog(app.db, request, (tx) => updateBoardTalkLines(tx, organizationScope(request), request.body)) }),
  );
};
