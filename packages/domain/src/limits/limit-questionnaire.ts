/**
 * The responsible-gaming questions asked before a limit is loosened (a higher value or a removal):
 * a player who says they are chasing losses, borrowing to play, or cannot afford the new limit is
 * not given it. Texts are dictionary keys; answers are ids.
 */
export interface LimitQuestion {
  readonly id: number;
  readonly textKey: string;
  readonly answers: readonly { readonly id: number; readonly textKey: string }[];
  /** The answer ids that stop the loosening. */
  readonly failingAnswerIds: readonly number[];
}

const yes = { id: 1, textKey: 'responsible_gaming_answer_yes' } as const;
const no = { id: 2, textKey: 'responsible_gaming_answer_no' } as const;

export const limitQuestions: readonly LimitQuestion[] = [
  {
    id: 1,
    textKey: 'responsible_gaming_question_chasing_losses',
    answers: [yes, no],
    failingAnswerIds: [yes.id],
  },
  {
    id: 2,
    textKey: 'responsible_gaming_question_borrowing',
    answers: [yes, no],
    failingAnswerIds: [yes.id],
  },
  {
    id: 3,
    textKey: 'responsible_gaming_question_affordable',
    answers: [yes, no],
    failingAnswerIds: [no.id],
  },
];

export interface QuestionAnswer {
  readonly questionId: number;
  readonly answerId: number;
}

/** Per question, whether its answer lets the loosening go ahead. */
export interface QuestionResult {
  readonly questionId: number;
  readonly passed: boolean;
}

export type QuestionnaireScore =
  | { ok: true; results: QuestionResult[]; passed: boolean }
  | { ok: false; refusal: 'responsible_gaming_error_answers_incomplete' };

/**
 * Scores the answers: every question answered exactly once with one of its answers, or nothing is
 * scored; `passed` when no answer is a failing one.
 */
export function scoreAnswers(
  questions: readonly LimitQuestion[],
  answers: readonly QuestionAnswer[],
): QuestionnaireScore {
  if (answers.length !== questions.length)
    return { ok: false, refusal: 'responsible_gaming_error_answers_incomplete' };
  const results: QuestionResult[] = [];
  for (const question of questions) {
    const given = answers.filter((answer) => answer.questionId === question.id);
    const answer = given[0];
    if (given.length !== 1 || answer === undefined || !question.answers.some((a) => a.id === answer.answerId))
      return { ok: false, refusal: 'responsible_gaming_error_answers_incomplete' };
    results.push({ questionId: question.id, passed: !question.failingAnswerIds.includes(answer.answerId) });
  }
  return { ok: true, results, passed: results.every((result) => result.passed) };
}
