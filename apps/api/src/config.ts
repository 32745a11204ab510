import path from 'node:path';
import { databaseConfigFromEnv, type DatabaseConfig } from '@sukoyaka/db/client';

/** One OpenID provider and our confidential client there (decisions 014, 034). */
export interface OidcClientConfig {
  /** The issuer URL; discovery reads its metadata (a trailing /.well-known/openid-configuration is dropped). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The OpenID `prompt` to send (select_account by default: a shared tablet), or none when set empty. */
  prompt: string | null;
}

/** A provider's client from its environment variables, or null (off) without a client id and secret. */
export function oidcClientFromEnv(
  issuer: string,
  clientId: string | undefined,
  clientSecret: string | undefined,
  prompt: string | undefined,
): OidcClientConfig | null {
  if (!clientId || !clientSecret) return null;
  return {
    issuer: issuer.replace(/\/\.well-known\/openid-configuration\/?$/, ''),
    clientId,
    clientSecret,
    prompt: prompt === undefined ? 'select_account' : prompt || null,
  };
}

/** Process configuration, read once from the environment (README "Configuration"). */
export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  /** Directory of the built SPA (apps/web/dist); null serves the API only. */
  webDistDir: string | null;
  /** True behind HTTPS: turns on HSTS and upgrade-insecure-requests. */
  https: boolean;
  /** Sign-in attempts per IP per window (a whole school can share one IP behind NAT). */
  signInLimitPerIp: number;
  signInLimitWindowMs: number;
  /** Failed sign-ins per account before it is locked for `accountLockMs`. */
  accountFailureLimit: number;
  accountLockMs: number;
  /** Token lifetime with and without keep-logged-in (isPersistentLogin). */
  persistentTokenTtlMs: number;
  sessionTokenTtlMs: number;
  logLevel: string;
  /** SMTP server for outgoing mail (smtp://user:pass@host:port); without it mail is written to DATA_DIR/mail. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Run the job worker (mail) in this process; false for API-only processes at scale. */
  runWorker: boolean;
  /** Embedded database directory, also home of demo-accounts.json and the mail folder. */
  dataDir: string;
  /** The address people open, for links in mail (default http://localhost:PORT). */
  publicUrl: string;
  /**
   * Student sign-in with Google (OpenID Connect): on when OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are
   * set; OIDC_ISSUER defaults to Google. Register PUBLIC_URL/api/students/google/callback as the
   * client's redirect URI at the provider. OIDC_PROMPT (default select_account) makes the provider
   * ask which account every time: on a shared tablet the previous student is still signed in there.
   */
  googleSignIn: OidcClientConfig | null;
  /**
   * Student sign-in with Microsoft (Entra ID, Microsoft 365; decision 034): on when
   * MICROSOFT_OIDC_CLIENT_ID and MICROSOFT_OIDC_CLIENT_SECRET are set. MICROSOFT_OIDC_ISSUER
   * defaults to the multi-tenant https://login.microsoftonline.com/organizations/v2.0 (work and
   * school accounts of any tenant; a tenant's own .../<tenant id>/v2.0 admits only that tenant).
   * Give the issuer, not its /.well-known/openid-configuration URL: the {tenantid} issuer of the
   * multi-tenant metadata is only resolved from the ID token's tid when discovery starts from the
   * issuer. Redirect URI: PUBLIC_URL/api/students/microsoft/callback. MICROSOFT_OIDC_PROMPT as OIDC_PROMPT.
   */
  microsoftSignIn: OidcClientConfig | null;
  /**
   * How long a stopping process waits for its requests in flight (SHUTDOWN_TIMEOUT_MS, default
   * 8000) before it exits without them (issue 22: SIGTERM ends the process within 10 s).
   */
  shutdownTimeoutMs: number;
  /** Days the access log keeps its rows (ACCESS_LOG_RETENTION_DAYS, default 1827 ≈ 5 years; README "Data protection"). */
  accessLogRetentionDays: number;
  /**
   * Which proxies' X-Forwarded-For to believe for `request.ip` (the address the IP allow-list and
   * the sign-in rate limit see), as Fastify's trustProxy: TRUST_PROXY unset or `false` trusts none
   * (the socket address counts; a client cannot spoof it), `true` trusts every hop, a number trusts
   * that many hops, otherwise a comma-separated list of proxy addresses / CIDR ranges.
   */
  trustProxy: boolean | number | string[];
  /**
   * Prometheus metrics (issue 15, README "Operating it"): METRICS_PORT serves GET /metrics on its
   * own port, bound to METRICS_HOST (default 127.0.0.1); unset, no metrics server runs.
   */
  metricsServer: { port: number; host: string } | null;
  /**
   * Front-end error and performance monitoring (spec §9 "Monitoring session sampling 10 percent,
   * replay 0"; decision 065): MONITORING_DSN is a Sentry DSN (Sentry, or a compatible self-hosted
   * server such as GlitchTip), MONITORING_ENVIRONMENT its environment name (default production).
   * Unset, the browsers load no monitoring code and send nothing.
   */
  monitoring: MonitoringConfig | null;
  /**
   * Whether a check-in runs the baseline rule (decision 054): on unless CHECKIN_BASELINE=off, which
   * only `npm run bench:checkin --baseline off` sets, to measure the check-in without the rule
   * (issue 25 "Speed"). A school's pupils are never to be run without it.
   */
  checkinBaseline: boolean;
}

/** Where the browsers report their errors and a sample of their page loads (AppConfig.monitoring). */
export interface MonitoringConfig {
  dsn: string;
  environment: string;
}

/**
 * Parses MONITORING_DSN (https://<public key>@<host>/<project id>, or http:// on an intranet);
 * empty or unset is off. A value that is not such a URL stops the start with a message naming it.
 */
export function monitoringFromEnv(dsn: string | undefined, environment: string | undefined): MonitoringConfig | null {
  const text = dsn?.trim() ?? '';
  if (text === '') return null;
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || !/^https?:$/.test(url.protocol) || !url.username || !/^\/.*\d+$/.test(url.pathname)) {
    throw new Error(`MONITORING_DSN is not a Sentry DSN (https://<key>@<host>/<project id>): ${text}`);
  }
  return { dsn: text, environment: environment?.trim() || 'production' };
}

/** Parses TRUST_PROXY (see AppConfig.trustProxy). */
export function trustProxyFromEnv(value: string | undefined): AppConfig['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The trustProxy option of Fastify for a TRUST_PROXY value: a hop count becomes "the first n hops". */
export function trustProxyOption(value: AppConfig['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

const DAY = 24 * 60 * 60 * 1000;

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const num = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
  return {
    port: num('PORT', 3000),
    host: env.HOST ?? '0.0.0.0',
    database: databaseConfigFromEnv(env),
    webDistDir: env.WEB_DIST_DIR ?? null,
    https: env.HTTPS === 'true',
    signInLimitPerIp: num('SIGN_IN_LIMIT_PER_IP', 600),
    signInLimitWindowMs: num('SIGN_IN_LIMIT_WINDOW_MS', 5 * 60 * 1000),
    accountFailureLimit: num('ACCOUNT_FAILURE_LIMIT', 10),
    accountLockMs: num('ACCOUNT_LOCK_MS', 15 * 60 * 1000),
    persistentTokenTtlMs: num('PERSISTENT_TOKEN_TTL_MS', 30 * DAY),
    sessionTokenTtlMs: num('SESSION_TOKEN_TTL_MS', 1 * DAY),
    logLevel: env.LOG_LEVEL ?? 'info',
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM ?? 'すこやか <no-reply@sukoyaka.local>',
    runWorker: env.WORKER !== 'false',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${num('PORT', 3000)}`).replace(/\/$/, ''),
    googleSignIn: oidcClientFromEnv(env.OIDC_ISSUER ?? 'https://accounts.google.com', env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET, env.OIDC_PROMPT),
    microsoftSignIn: oidcClientFromEnv(
      env.MICROSOFT_OIDC_ISSUER ?? 'https://login.microsoftonline.com/organizations/v2.0',
      env.MICROSOFT_OIDC_CLIENT_ID,
      env.MICROSOFT_OIDC_CLIENT_SECRET,
      env.MICROSOFT_OIDC_PROMPT,
    ),
    accessLogRetentionDays: num('ACCESS_LOG_RETENTION_DAYS', 1827),
    shutdownTimeoutMs: num('SHUTDOWN_TIMEOUT_MS', 8_000),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    metricsServer: env.METRICS_PORT ? { port: Number(env.METRICS_PORT), host: env.METRICS_HOST ?? '127.0.0.1' } : null,
    monitoring: monitoringFromEnv(env.MONITORING_DSN, env.MONITORING_ENVIRONMENT),
    checkinBaseline: env.CHECKIN_BASELINE !== 'off',
  };
}
