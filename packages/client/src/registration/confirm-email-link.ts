import { registrationEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** What an emailed link confirms, by the page it opens (seed 000 §2 user/* routes). */
const linkEndpoints = {
  activate: registrationEndpoints.activate,
  activatefast: registrationEndpoints.activateFast,
  accountverify: registrationEndpoints.accountVerify,
  stopnewsletter: registrationEndpoints.stopNewsletter,
} as const;

export type EmailLinkAction = keyof typeof linkEndpoints;

/** Confirms an emailed link (activation, fast activation, account check, newsletter stop) with its token. */
export const confirmEmailLink = (action: EmailLinkAction, token: string) =>
  callEndpoint(linkEndpoints[action], { body: { token } });
