/** The token-carrying email links: each POSTs its token to the matching call when the page opens. */
export type TokenAction = 'activate' | 'activatefast' | 'accountverify' | 'stopnewsletter';

/** What one identity URL shows; carried from the server render to the client as state. */
export type IdentityView =
  | { kind: 'token-action'; action: TokenAction; token: string | null }
  | { kind: 'password-reset'; code: string | null }
  | { kind: 'confirm-terms' }
  /** The registration dialog opens over this page (the shell's dialogs); the part only introduces it. */
  | { kind: 'registration' }
  | { kind: 'not-found' };

export interface IdentityState {
  language: string;
  dictionary: Record<string, string>;
  view: IdentityView;
}

export const partName = 'identity';
