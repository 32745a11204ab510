import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { trustProxyOption, type AppConfig } from './config.ts';
import { OidcSignIn } from './modules/auth/oidc-sign-in.service.ts';
import type { Metrics } from './modules/metrics/metrics.ts';
import { authPlugin } from './plugins/auth.ts';
import { accessLogPlugin } from './plugins/access-log.ts';
import { contextPlugin, type AppContext } from './plugins/context.ts';
import { clientErrorHandler, errorHandlerPlugin, frameworkErrors } from './plugins/error-handler.ts';
import { inputHygienePlugin } from './plugins/input-hygiene.ts';
import { ipAllowListPlugin } from './plugins/ip-allow-list.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { monitoringRoutes } from './routes/public/monitoring.routes.ts';
import { hasBuiltSpa, spaPlugin } from './plugins/spa.ts';
import { healthRoutes } from './routes/health.routes.ts';
import { localGovernmentAllowedIpRoutes } from './routes/local-government/allowed-ips.routes.ts';
import { localGovernmentRoutes } from './routes/local-government/local-government.routes.ts';
import { localGovernmentOrganizationRoutes } from './routes/local-government/organization.routes.ts';
import { localGovernmentReportRoutes } from './routes/local-government/reports.routes.ts';
import { localGovernmentBullyingCaseRoutes } from './routes/local-government/bullying-cases.routes.ts';
import { localGovernmentSchoolAccessRoutes } from './routes/local-government/school-access.routes.ts';
import { localGovernmentSettingsRoutes } from './routes/local-government/settings.routes.ts';
import { localGovernmentSignInProviderRoutes } from './routes/local-government/sign-in-providers.routes.ts';
import { localGovernmentRosterRoutes } from './routes/local-government/roster.routes.ts';
import { localGovernmentRetentionRoutes } from './routes/local-government/retention.routes.ts';
import { parentRoutes } from './routes/parent/parent.routes.ts';
import { passwordRoutes } from './routes/passwords.routes.ts';
import { publicSchoolRoutes } from './routes/public/schools.routes.ts';
import { signInRoutes } from './routes/sign-in.routes.ts';
import { oidcSignInRoutes } from './routes/student/oidc-sign-in.routes.ts';
import { studentQuestionnaireRoutes } from './routes/student/questionnaires.routes.ts';
import { studentRoutes } from './routes/student/student.routes.ts';
import { teacherAccessLogRoutes } from './routes/teacher/access-logs.routes.ts';
import { teacherHealthDataRoutes } from './routes/teacher/health-data.routes.ts';
import { teacherAccountRoutes } from './routes/teacher/account.routes.ts';
import { teacherAllowedIpRoutes } from './routes/teacher/allowed-ips.routes.ts';
import { teacherSchoolCalendarRoutes } from './routes/teacher/school-calendar.routes.ts';
import { teacherQuestionnaireExportRoutes } from './routes/teacher/questionnaire-exports.routes.ts';
import { teacherQuestionnaireDeliveryRoutes } from './routes/teacher/questionnaire-deliveries.routes.ts';
import { teacherRosterImportRoutes } from './routes/teacher/roster-import.routes.ts';
import { teacherAdvancementRoutes } from './routes/teacher/advancement.routes.ts';
import { teacherBullyingAlertRoutes } from './routes/teacher/bullying-alerts.routes.ts';
import { teacherAttendanceRoutes } from './routes/teacher/attendance.routes.ts';
import { teacherConditionAlertRoutes } from './routes/teacher/condition-alerts.routes.ts';
import { teacherAlertFeedbackRoutes } from './routes/teacher/alert-feedback.routes.ts';
import { teacherDashboardRoutes } from './routes/teacher/dashboards.routes.ts';
import { teacherHealthcheckRoutes } from './routes/teacher/healthcheck.routes.ts';
import { teacherStudentRoutes } from './routes/teacher/students.routes.ts';
import { teacherSettingsRoutes } from './routes/teacher/settings.routes.ts';
import { teacherSosRoutes } from './routes/teacher/sos.routes.ts';
import { teacherMfaRoutes } from './routes/teacher/mfa.routes.ts';
import { localGovernmentMfaRoutes } from './routes/local-government/mfa.routes.ts';
import { teacherGradeKlassRoutes } from './routes/teacher/grade-klasses.routes.ts';
import { teacherStudentAccountRoutes } from './routes/teacher/student-accounts.routes.ts';
import { teacherAccountSettingsRoutes } from './routes/teacher/teacher-accounts.routes.ts';
import { teacherSosSentenceRoutes } from './routes/teacher/sos-sentences.routes.ts';
import { schoolInfoRoutes } from './routes/teacher/schools-info.routes.ts';
import { useJapaneseValidationMessages } from './lib/validation-messages.ts';

// Validation messages in plain Japanese (zod's own locale for the rare rest) unless a schema names its own message.
useJapaneseValidationMessages();

export type AppOptions = Pick<
  AppConfig,
  | 'https'
  | 'webDistDir'
  | 'signInLimitPerIp'
  | 'signInLimitWindowMs'
  | 'accountFailureLimit'
  | 'accountLockMs'
  | 'persistentTokenTtlMs'
  | 'sessionTokenTtlMs'
  | 'publicUrl'
> & {
  logLevel?: string;
  googleSignIn?: AppConfig['googleSignIn'];
  microsoftSignIn?: AppConfig['microsoftSignIn'];
  /** Which proxies to believe for request.ip (TRUST_PROXY, config.ts); default none. */
  trustProxy?: AppConfig['trustProxy'];
  /** Front-end monitoring (MONITORING_DSN, decision 065); off when left out. */
  monitoring?: AppConfig['monitoring'];
  /** The access log's read batch (default: flush every 1000 ms or at 500 rows). */
  accessLog?: { flushIntervalMs?: number; maxBatchRows?: number };
  /** The process's Prometheus metrics (modules/metrics): every request is timed into them. */
  metrics?: Metrics;
  /** Whether a check-in runs the baseline rule (CHECKIN_BASELINE, config.ts); default on. */
  checkinBaseline?: boolean;
  /** Where the log lines go (pino's destination; default standard output): tests read them. */
  logStream?: { write(line: string): void };
};

/**
 * Builds the HTTP application: plugins, then each role's routes, registered explicitly
 * (README "Layout"). The caller owns the database handle and the queue behind `mail`.
 */
export async function buildApp(context: AppContext, options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      redact: ['req.headers["access-token"]', 'req.headers.client'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: trustProxyOption(options.trustProxy ?? false),
    bodyLimit: 1024 * 1024,
    // What the HTTP parser and the router refuse, answered in Japanese (issue 9 part 7).
    clientErrorHandler,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const spa = hasBuiltSpa(options.webDistDir);
  if (options.webDistDir && !spa) app.log.warn(`no built web app in ${options.webDistDir}; serving the API only`);
  await app.register(errorHandlerPlugin, { spa });
  await app.register(contextPlugin, context);
  await app.register(accessLogPlugin, options.accessLog ?? {});
  if (options.metrics) await app.register(metricsPlugin, { metrics: options.metrics });
  // Routes declare config.role / config.admin; this authenticates them (decision 017). Before hooks reading request.actor.
  await app.register(authPlugin);
  // Staff from addresses outside their school's / board's allow-list get 403 (after the role hooks).
  await app.register(ipAllowListPlugin);
  await app.register(securityPlugin, { https: options.https, reportTo: options.monitoring?.dsn ?? null });
  // NUL / unpaired surrogates refused with 400 for every route (issue 9 part 6).
  await app.register(inputHygienePlugin);
  await app.register(openapiPlugin);

  const policy = {
    failureLimit: options.accountFailureLimit,
    lockMs: options.accountLockMs,
    persistentTokenTtlMs: options.persistentTokenTtlMs,
    sessionTokenTtlMs: options.sessionTokenTtlMs,
  };
  const signInRateLimit = { max: options.signInLimitPerIp, timeWindow: options.signInLimitWindowMs };
  // Student sign-in with Google / Microsoft (decisions 014, 034): a client for each configured provider.
  const configured = (['google', 'microsoft'] as const).filter((provider) => options[`${provider}SignIn`]);
  const google = options.googleSignIn
    ? new OidcSignIn('google', { ...options.googleSignIn, redirectUri: `${options.publicUrl}/api/students/google/callback` }, configured)
    : null;
  const microsoft = options.microsoftSignIn
    ? new OidcSignIn('microsoft', { ...options.microsoftSignIn, redirectUri: `${options.publicUrl}/api/students/microsoft/callback` }, configured)
    : null;

  await app.register(healthRoutes);
  await app.register(monitoringRoutes, { monitoring: options.monitoring ?? null });
  await app.register(publicSchoolRoutes, { configured });
  await app.register(signInRoutes, { policy, rateLimit: signInRateLimit, publicUrl: options.publicUrl });
  await app.register(oidcSignInRoutes, { google, microsoft, policy, rateLimit: signInRateLimit, https: options.https });
  await app.register(passwordRoutes, {
    publicUrl: options.publicUrl,
    rateLimit: signInRateLimit,
  });
  await app.register(studentRoutes, { baselineRule: options.checkinBaseline ?? true });
  await app.register(studentQuestionnaireRoutes);
  await app.register(teacherAccountRoutes);
  await app.register(teacherDashboardRoutes);
  await app.register(teacherAttendanceRoutes);
  await app.register(teacherSettingsRoutes);
  await app.register(teacherSosRoutes);
  await app.register(teacherConditionAlertRoutes);
  await app.register(teacherAlertFeedbackRoutes);
  await app.register(teacherStudentRoutes);
  await app.register(teacherAccessLogRoutes);
  await app.register(teacherHealthDataRoutes);
  await app.register(teacherHealthcheckRoutes);
  await app.register(parentRoutes);
  await app.register(localGovernmentRoutes);
  await app.register(localGovernmentOrganizationRoutes);
  await app.register(localGovernmentReportRoutes);
  await app.register(localGovernmentBullyingCaseRoutes);
  await app.register(localGovernmentSchoolAccessRoutes);
  await app.register(localGovernmentSettingsRoutes);
  await app.register(localGovernmentSignInProviderRoutes, { configured });
  await app.register(localGovernmentRosterRoutes, { publicUrl: options.publicUrl });
  await app.register(localGovernmentRetentionRoutes);
  await app.register(teacherAllowedIpRoutes);
  await app.register(teacherSchoolCalendarRoutes);
  await app.register(teacherQuestionnaireExportRoutes);
  await app.register(teacherQuestionnaireDeliveryRoutes);
  await app.register(teacherRosterImportRoutes, { publicUrl: options.publicUrl });
  await app.register(teacherAdvancementRoutes);
  await app.register(teacherBullyingAlertRoutes);
  await app.register(localGovernmentAllowedIpRoutes);
  await app.register(teacherMfaRoutes, { throttle: policy });
  await app.register(localGovernmentMfaRoutes, { throttle: policy });
  await app.register(teacherGradeKlassRoutes);
  await app.register(teacherStudentAccountRoutes, { publicUrl: options.publicUrl });
  await app.register(teacherAccountSettingsRoutes, { publicUrl: options.publicUrl });
  await app.register(teacherSosSentenceRoutes);
  await app.register(schoolInfoRoutes);

  if (spa) await app.register(spaPlugin, { root: options.webDistDir! });
  return app;
}
