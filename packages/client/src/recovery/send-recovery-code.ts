import { recoveryEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';
import type { RecoveryChannel } from './recovery-channel.ts';

/** Sends a password recovery code by email or SMS. */
export const sendRecoveryCode = (channel: RecoveryChannel, language: string) =>
  callEndpoint(recoveryEndpoints.send, { body: { ...channel, lang: language } });
