import type { TestAnswersBody } from '@parlay/contract';
import { limitsEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** Answers the questions of a looser change (POST testanswers): passed, the change becomes pending. */
export const answerLimitQuestions = (body: TestAnswersBody) =>
  callEndpoint(limitsEndpoints.testAnswers, { body });
