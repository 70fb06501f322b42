import { describe, expect, it } from 'vitest';
import { limitQuestions, scoreAnswers } from './limit-questionnaire.ts';

const safeAnswers = [
  { questionId: 1, answerId: 2 },
  { questionId: 2, answerId: 2 },
  { questionId: 3, answerId: 1 },
];

describe('scoreAnswers', () => {
  it('passes a player who is not chasing losses, not borrowing and can afford the limit', () => {
    expect(scoreAnswers(limitQuestions, safeAnswers)).toEqual({
      ok: true,
      passed: true,
      results: [
        { questionId: 1, passed: true },
        { questionId: 2, passed: true },
        { questionId: 3, passed: true },
      ],
    });
  });

  it('stops the loosening when any answer is a warning sign', () => {
    const chasing = [{ questionId: 1, answerId: 1 }, ...safeAnswers.slice(1)];
    const score = scoreAnswers(limitQuestions, chasing);
    expect(score.ok && score.passed).toBe(false);
    expect(score.ok && score.results[0]).toEqual({ questionId: 1, passed: false });
  });

  it('refuses missing, repeated, unknown or foreign answers', () => {
    const incomplete = { ok: false, refusal: 'responsible_gaming_error_answers_incomplete' };
    expect(scoreAnswers(limitQuestions, safeAnswers.slice(1))).toEqual(incomplete);
    expect(scoreAnswers(limitQuestions, [safeAnswers[0]!, safeAnswers[0]!, safeAnswers[2]!])).toEqual(
      incomplete,
    );
    expect(
      scoreAnswers(limitQuestions, [...safeAnswers.slice(0, 2), { questionId: 3, answerId: 9 }]),
    ).toEqual(incomplete);
    expect(
      scoreAnswers(limitQuestions, [...safeAnswers.slice(0, 2), { questionId: 4, answerId: 1 }]),
    ).toEqual(incomplete);
  });
});
