import { defineEndpoints } from '../http/endpoint.ts';
import {
  availableLimitsResponseSchema,
  blockUserBodySchema,
  blockUserResponseSchema,
  clientLimitsResponseSchema,
  limitActionBodySchema,
  limitActionResponseSchema,
  limitsResponseSchema,
  pingResponseSchema,
  questionnaireResponseSchema,
  removeLimitQuerySchema,
  selfExcludeReasonsResponseSchema,
  setLimitsBodySchema,
  testAnswersBodySchema,
  testAnswersResponseSchema,
} from './limits.ts';

const v3 = '/limit-service-api/api/external/web/v3';
const userToken = { userToken: true, noStore: true } as const;

/**
 * The limit service (seed 001 §7 "Limit service"): every call authenticated by the user token
 * (`X-Auth` or `Authorization: Bearer`, from gettoken), in the language of `X-Language`. A limit id
 * that is not the caller's is answered like one that does not exist (400 naming `limitId`).
 */
export const limitsEndpoints = defineEndpoints('limits', {
  getLimits: {
    method: 'GET',
    path: `${v3}/limits`,
    summary: "The player's limits in force and pending",
    tags: ['limits'],
    response: limitsResponseSchema,
    errors: [],
    requires: userToken,
  },
  getAvailableLimits: {
    method: 'GET',
    path: `${v3}/availablelimits`,
    summary: 'Every limit type the site offers, as the player has it, with its values and the cooling-off',
    tags: ['limits'],
    response: availableLimitsResponseSchema,
    errors: [],
    requires: userToken,
  },
  setLimits: {
    method: 'POST',
    path: `${v3}/limits`,
    summary: 'Sets limits: stricter ones at once, looser ones and removals after the questions',
    tags: ['limits'],
    body: setLimitsBodySchema,
    response: questionnaireResponseSchema,
    errors: [],
    requires: userToken,
  },
  testAnswers: {
    method: 'POST',
    path: `${v3}/testanswers`,
    summary: 'Answers the questions of a looser change: passed, it becomes pending (cooling-off)',
    tags: ['limits'],
    body: testAnswersBodySchema,
    response: testAnswersResponseSchema,
    errors: [],
    requires: userToken,
  },
  limitAction: {
    method: 'POST',
    path: `${v3}/limitaction`,
    summary: 'Confirms (after the cooling-off) or rejects a pending limit',
    tags: ['limits'],
    body: limitActionBodySchema,
    response: limitActionResponseSchema,
    errors: [],
    requires: userToken,
  },
  removeLimit: {
    method: 'DELETE',
    path: `${v3}/limit`,
    summary: 'Asks to remove a limit: after the questions it becomes a pending removal',
    tags: ['limits'],
    query: removeLimitQuerySchema,
    response: questionnaireResponseSchema,
    errors: [],
    requires: userToken,
  },
  getSelfExcludeReasons: {
    method: 'GET',
    path: `${v3}/reasons/selfexclude`,
    summary: 'The reasons a player may give for a self-exclusion or timeout',
    tags: ['limits'],
    response: selfExcludeReasonsResponseSchema,
    errors: [],
    requires: userToken,
  },
  blockUser: {
    method: 'POST',
    path: `${v3}/BlockUser`,
    summary: 'Starts a self-exclusion or timeout at once; it cannot be cancelled or shortened',
    tags: ['limits'],
    body: blockUserBodySchema,
    response: blockUserResponseSchema,
    errors: [],
    requires: userToken,
  },
  ping: {
    method: 'POST',
    path: `${v3}/ping`,
    summary: 'Sent every 30 s while a session limit exists: whether it has run out',
    tags: ['limits'],
    response: pingResponseSchema,
    errors: [],
    requires: userToken,
  },
  getClientLimits: {
    method: 'GET',
    path: '/limit-service-api/limit/external/web/api/v1/limits',
    summary: "The session limit's time left, the reality-check interval and this session's play",
    tags: ['limits'],
    response: clientLimitsResponseSchema,
    errors: [],
    requires: userToken,
  },
});
