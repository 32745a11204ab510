import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@sukoyaka/db/client';
import { questionGroups, questionOptions, questions } from '@sukoyaka/db/schema';
import { concurrently } from '../../lib/concurrently.ts';

/** A questionnaire's pages, questions and options, in order (also inside a caller's transaction). */
export async function findQuestionnaireContent(db: Database, questionnaireId: number) {
  const [groups, questionRows] = await concurrently(db, [
    () =>
      db
        .select()
        .from(questionGroups)
        .where(eq(questionGroups.questionnaireId, questionnaireId))
        .orderBy(asc(questionGroups.sortOrder), asc(questionGroups.id)),
    () => db.select().from(questions).where(eq(questions.questionnaireId, questionnaireId)).orderBy(asc(questions.sortOrder), asc(questions.id)),
  ]);
  const options = questionRows.length
    ? await db
        .select()
        .from(questionOptions)
        .where(
          inArray(
            questionOptions.questionId,
            questionRows.map((q) => q.id),
          ),
        )
        .orderBy(asc(questionOptions.sortOrder), asc(questionOptions.id))
    : [];
  return { groups, questions: questionRows, options };
}

/** A questionnaire's stored pages, questions and options (in display order), as findQuestionnaireContent reads them. */
export type QuestionSet = Awaited<ReturnType<typeof findQuestionnaireContent>>;
