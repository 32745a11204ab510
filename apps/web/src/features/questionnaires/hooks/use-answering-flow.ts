import type { StudentQuestions } from '@sukoyaka/contracts/questionnaires';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
import { questionFieldId } from '../components/question-field.tsx';
import { answersOf, draftFrom, missingRequired, questionErrors, startPage, valueOf, type Draft, type DraftValue } from '../questionnaire-form.ts';
import { useChooseDelivery, useSaveAnswers } from './use-questionnaires.ts';

/** Which spec §8 message the page shows (keys of student.questionnaire.answer). */
export type AnsweringFailure = 'failed' | 'requiredUnanswered' | 'consentNeeded' | 'finished' | 'alreadyDone' | null;

/**
 * The state and steps of the answering page (spec §2, decision 013; `headingRef` takes the focus on a new page): the answers as a kit form
 * (one value per question id, errors at the question), the page shown, and the actions. next
 * checks the page's required questions and saves the page; back keeps what was entered; later
 * saves the page and postpones; complete saves everything and completes. A failed call becomes
 * a spec §8 message: 403 consent needed, 422 with field errors the required questions (and their
 * page), 422 finished, 409 done on another device, else could not answer.
 */
export function useAnsweringFlow(
  { delivery, questionsGroups: groups }: StudentQuestions,
  onLeave: () => void,
  headingRef: RefObject<HTMLHeadingElement | null>,
) {
  const { t } = useTranslation();
  const save = useSaveAnswers();
  const choose = useChooseDelivery();
  const form = useContractForm({ initialValues: draftFrom(groups) as Record<string, unknown> });
  const draft = form.values as Draft;
  const [page, setPage] = useState(() => startPage(groups, draftFrom(groups)));
  const [failure, setFailure] = useState<AnsweringFailure>(null);
  const shownPage = useRef(page);
  const group = groups[page];
  const needsConsent = delivery.needsConsent && delivery.consent !== 'agreed';

  // A new page: start at its top and let a screen reader announce it.
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [page, headingRef]);

  function showFailure(error: unknown) {
    if (isApiError(error, 403)) return setFailure('consentNeeded');
    if (isApiError(error, 422) && Object.keys(error.fieldErrors).length) {
      const byQuestion = questionErrors(error.fieldErrors);
      form.setErrors(byQuestion);
      setFailure('requiredUnanswered');
      const first = groups.findIndex((g) => g.questions.some((q) => byQuestion[q.id]));
      if (first >= 0) setPage(first);
      return;
    }
    // Closed by the teacher meanwhile, or completed on another device.
    if (isApiError(error, 422)) return setFailure('finished');
    if (isApiError(error, 409)) return setFailure('alreadyDone');
    setFailure('failed');
  }

  function update(questionId: number, next: DraftValue) {
    form.setFieldValue(String(questionId), next);
    // The last missing answer given: the page-level message has done its job.
    const rest = Object.keys(form.errors).filter((key) => key !== String(questionId));
    if (rest.length === 0 && failure === 'requiredUnanswered') setFailure(null);
  }

  /** Marks the page's unanswered required questions; true when there are none. */
  function checkPage(): boolean {
    const missing = missingRequired(group?.questions ?? [], draft);
    if (missing.length === 0) return true;
    form.setErrors(Object.fromEntries(missing.map((id) => [id, t('student.questionnaire.answer.fieldRequired')])));
    setFailure('requiredUnanswered');
    document.getElementById(questionFieldId(missing[0]!))?.focus();
    return false;
  }

  const saveAnswers = (questions: StudentQuestions['questionsGroups'][number]['questions'], complete: boolean, onSuccess?: () => void) =>
    save.mutate({ questionnaireDeliveryId: delivery.id, answers: answersOf(questions, draft), complete }, { onSuccess, onError: showFailure });

  return {
    page,
    group,
    last: page >= groups.length - 1,
    busy: save.isPending || choose.isPending,
    saving: save.isPending,
    saved: save.isSuccess,
    choosing: choose.isPending,
    needsConsent,
    failure,
    valueOf: (questionId: number) => valueOf(draft, questionId),
    errorOf: (questionId: number) => form.errors[String(questionId)] as string | undefined,
    update,
    back: () => setPage((p) => p - 1),
    next() {
      if (!group || !checkPage()) return;
      setFailure(null);
      saveAnswers(group.questions, false, () => setPage((p) => p + 1));
    },
    complete() {
      if (!checkPage()) return;
      setFailure(null);
      saveAnswers(
        groups.flatMap((g) => g.questions),
        true,
      );
    },
    later() {
      setFailure(null);
      const postpone = () => choose.mutate({ id: delivery.id, choice: 'unselect' }, { onSuccess: onLeave, onError: showFailure });
      if (!group || needsConsent) return postpone();
      saveAnswers(group.questions, false, postpone);
    },
    agree: () => choose.mutate({ id: delivery.id, choice: 'agree' }, { onError: showFailure }),
    notNow: () => choose.mutate({ id: delivery.id, choice: 'unselect' }, { onSuccess: onLeave, onError: showFailure }),
  };
}
