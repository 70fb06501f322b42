import type { RegistrationBody } from '@parlay/contract';
import { registrationEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** Registers a player; the page language names the language of the activation or credentials message. */
export const register = (body: RegistrationBody, language: string) =>
  callEndpoint(registrationEndpoints.register, { query: { lang: language }, body });
