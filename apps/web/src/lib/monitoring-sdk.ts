/**
 * The parts of Sentry's SDK the app uses (decision 065), imported by name so the build keeps only
 * them (no replay, no feedback widget) in the `monitoring-sdk` chunk, which lib/monitoring.ts
 * downloads only when the operator set a DSN.
 */
export { browserTracingIntegration, captureException, init } from '@sentry/browser';
