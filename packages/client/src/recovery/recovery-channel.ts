import type { RecoverySendBody } from '@parlay/contract';

/** Where the recovery code goes; the page language is added for the message. */
export type RecoveryChannel =
  | Omit<Extract<RecoverySendBody, { by: 'email' }>, 'lang'>
  | Omit<Extract<RecoverySendBody, { by: 'sms' }>, 'lang'>;
