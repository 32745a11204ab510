import { z } from 'zod';
import { CONDITION_KINDS } from './conditions.ts';
import { idSchema } from './schools.ts';

/**
 * How a teacher judged a resolved condition alert or a handled talk request (issue 10 item 11,
 * docs/decisions/033-alerts-that-learn.md): 役に立った (useful), 誤報 (false_alarm: the student was
 * fine), 押し間違い (mistap: the student pressed by mistake).
 */
export const ALERT_VERDICTS = ['useful', 'false_alarm', 'mistap'] as const;
export const alertVerdictSchema = z.enum(ALERT_VERDICTS);
export type AlertVerdict = z.infer<typeof alertVerdictSchema>;

/** What was judged: a condition alert or a talk request (SOS). */
export const FEEDBACK_SUBJECTS = ['condition_alert', 'sos'] as const;
export const feedbackSubjectSchema = z.enum(FEEDBACK_SUBJECTS);
export type FeedbackSubject = z.infer<typeof feedbackSubjectSchema>;

/** POST /api/teachers/alert_feedbacks body: one tap; sent again with another verdict it changes the mark. */
export const alertFeedbackBodySchema = z.object({ subject: feedbackSubjectSchema, id: idSchema, verdict: alertVerdictSchema }).strict();
export type AlertFeedbackBody = z.infer<typeof alertFeedbackBodySchema>;

/** A mark: who marked it last and when (ISO instant). */
export const alertFeedbackSchema = z.object({
  subject: feedbackSubjectSchema,
  id: z.number(),
  verdict: alertVerdictSchema,
  teacherName: z.string(),
  markedAt: z.string(),
});
export type AlertFeedback = z.infer<typeof alertFeedbackSchema>;

/**
 * The rules counted on settings/alert: the two run rules (心 / 体, decision 009), the health
 * observation's physical alert (raised the same day from a flagged answer) and the talk requests.
 */
export const FEEDBACK_RULES = [...CONDITION_KINDS, 'healthcheck', 'sos'] as const;
export type FeedbackRule = (typeof FEEDBACK_RULES)[number];

/** GET /api/teachers/alert_feedbacks/summary: per rule, the last 90 days' alerts by mark. */
export const alertFeedbackSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  rules: z.array(
    z.object({
      rule: z.enum(FEEDBACK_RULES),
      total: z.number(),
      useful: z.number(),
      falseAlarm: z.number(),
      mistap: z.number(),
      unmarked: z.number(),
    }),
  ),
});
export type AlertFeedbackSummary = z.infer<typeof alertFeedbackSummarySchema>;

/** GET/POST /api/teachers/schools/sos_escalation: hours of school days before an unanswered talk request escalates. */
export const sosEscalationSchema = z.object({ escalationHours: z.number().int().min(1).max(720) }).strict();
export type SosEscalation = z.infer<typeof sosEscalationSchema>;
