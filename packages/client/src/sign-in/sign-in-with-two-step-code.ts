import { signInEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** Finishes a sign-in waiting for its two-step code. */
export const signInWithTwoStepCode = (code: string, save: boolean) =>
  callEndpoint(signInEndpoints.twoStep, { body: { code, save } });
