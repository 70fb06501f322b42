import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What the identity module offers the rest of the server, decorated as `app.identity` (plugin name
 * `identity`; depend on it with `dependencies: ['identity']`). Other modules (the server render, the
 * socket layer, wallet…) go through this and never read the identity tables. Endpoints that need a
 * player declare `requires.session` instead (the `signedInUser` guard identity provides).
 */
export interface IdentityApi {
  /**
   * The signed-in session of the request, or null (no cookie, unknown, revoked or expired session).
   * Read once per request and cached, only by the handlers that need it; also touches the idle timer.
   */
  readSession(request: FastifyRequest): Promise<SessionView | null>;
  /** Ends every session of a user (password change, transfer); the user must sign in again. */
  revokeAllSessions(userId: number): Promise<void>;
  /** When a live session began (ms since the epoch), or null when it has ended: session limits count from it. */
  sessionStartedAt(sessionId: string): Promise<number | null>;
  /**
   * Sets the check every sign-in passes once its credentials are right (password, phone, SMS code,
   * social, link, the two-step code): it throws the answer that refuses it. The limits module
   * sets it, so a self-excluded player is refused with the end date.
   */
  setSignInGate(gate: (userId: number, at: number) => Promise<void>): void;
  users: UsersPort;
  /** One-time codes (SMS/email): issue, check, consume. */
  codes: OneTimeCodesPort;
  /** Where SMS and email go (the outbox table by default). */
  messages: MessageSender;
}

/** The signed-in session as other modules and the server render see it. */
export interface SessionView {
  /** The session's id (SHA-256 hex of the cookie token; never the token itself). */
  sessionId: string;
  userId: number;
  login: string;
  banLevel: number;
  banVersion: number;
  /** The site's terms changed since the user last confirmed them (only when confirmation is on). */
  termsChanged: boolean;
  csrfToken: string;
  /** Minutes without activity before the client signs the player out; null when auto-logoff is off. */
  autoLogoffMinutes: number | null;
}

export type ActivationType = 0 | 1 | 2 | 3;
export type RegistrationType = 'fast_reg' | 'phone_reg' | 'full_reg' | 'soc_reg';

/** A user as other modules see it (no password hash, no TOTP secret). */
export interface IdentityUser {
  id: number;
  login: string;
  email: string | null;
  phoneCode: string | null;
  phoneNumber: string | null;
  countryId: number;
  /** ISO 4217 code of the main account. */
  currency: string;
  /** 0 none, 1 email, 2 both, 3 phone (seed 001 §3). */
  activationType: ActivationType;
  status: number;
  banLevel: number;
  banVersion: number;
  registrationType: RegistrationType;
  /** The bonus chosen at registration: 0 none, 1 sport, 2 casino (the first-deposit bonus follows it). */
  bonusChoice: 0 | 1 | 2;
  name: string | null;
  surname: string | null;
  /** YYYY-MM-DD. */
  birthday: string | null;
  emailConfirmedAt: Date | null;
  twoFactorEnabled: boolean;
  createdAt: Date;
}

export interface NewUserInput {
  /** Generated (digits) when absent. */
  login?: string;
  password: string;
  email?: string | null;
  phoneCode?: string | null;
  phoneNumber?: string | null;
  countryId: number;
  currency: string;
  registrationType: RegistrationType;
  activationType?: ActivationType;
  bonusChoice?: 0 | 1 | 2;
  referral?: Record<string, string>;
  name?: string | null;
  surname?: string | null;
  birthday?: string | null;
  /** The email is already known to belong to the user (e.g. given by a social provider). */
  emailConfirmed?: boolean;
}

export interface UsersPort {
  findById(id: number): Promise<IdentityUser | undefined>;
  /** By login, email or numeric user id (what the sign-in form's `uLogin` accepts). */
  findByLogin(login: string): Promise<IdentityUser | undefined>;
  findByEmail(email: string): Promise<IdentityUser | undefined>;
  /** `phoneCode` is the country's calling code, digits only ("7", "380"); `phoneNumber` digits only. */
  findByPhone(phoneCode: string, phoneNumber: string): Promise<IdentityUser | undefined>;
  /**
   * Creates the user and tells `user.registered` (the wallet opens the main account on it), in one
   * transaction. Throws 400 VALIDATION_ERROR on a taken login/email/phone.
   */
  create(input: NewUserInput): Promise<IdentityUser>;
  /** Stores a new password (argon2id); does not end sessions (see `revokeAllSessions`). */
  setPassword(userId: number, password: string): Promise<void>;
  /**
   * Whether `password` is the user's. With no user it still does the same argon2 work against a
   * dummy hash and answers false, so timing does not tell whether an account exists.
   */
  verifyPassword(userId: number | undefined, password: string): Promise<boolean>;
}

export type CodePurpose =
  | 'sms_sign_in'
  | 'phone_registration'
  | 'password_recovery'
  | 'email_activation'
  | 'user_transfer';

export type CodeCheck = 'ok' | 'invalid' | 'expired';

export interface OneTimeCodesPort {
  /**
   * A new code for (purpose, subject) replacing any unused one; `subject` is what the code proves
   * (a phone "7:9001234567", an email, a user id). Answers the code to send and when a new one may
   * be asked for.
   */
  issue(input: { purpose: CodePurpose; subject: string; ttlSeconds?: number }): Promise<{
    code: string;
    resendAfter: number;
  }>;
  /**
   * Stores, in place of a code, one that no input ever matches, with the same writes as `issue`:
   * for a call that must do the same work and leave the same traces whether or not there is someone
   * to send a code to (password recovery for an unknown account). Its checks count wrong tries too.
   */
  issueDecoy(input: { purpose: CodePurpose; subject: string; ttlSeconds?: number }): Promise<void>;
  /** Checks without using up (counts a wrong try; after 5 wrong tries the code is dead). */
  check(input: { purpose: CodePurpose; subject: string; code: string }): Promise<CodeCheck>;
  /** Checks and marks used: a second consume of the same code answers 'invalid'. */
  consume(input: { purpose: CodePurpose; subject: string; code: string }): Promise<CodeCheck>;
}

export interface OutgoingMessage {
  channel: 'sms' | 'email';
  /** Phone in E.164 without "+" for SMS ("79001234567"), address for email. */
  to: string;
  subject: string;
  text: string;
  /** The one-time code the text carries, if any (kept separately for the debugger page). */
  code?: string;
}

/** Sends SMS and email. Replace the outbox writer with a provider's client in production. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

/** A social identity waiting for registration (from the social module). */
export interface PendingSocialIdentity {
  provider: string;
  /** The provider's id of the person (OIDC `sub`). */
  subject: string;
  email: string | null;
  name: string | null;
  surname: string | null;
  /** The provider vouches for the email (OIDC `email_verified`). */
  emailVerified: boolean;
}

/**
 * The social module's pending identities, as registration type `soc_reg` uses them: the route reads
 * the request's one and clears it once registered; the service links it to the new player.
 */
export interface PendingSocialSource {
  /** The pending identity the request's cookie holds, or null. */
  read(request: FastifyRequest): PendingSocialIdentity | null;
  clear(reply: FastifyReply): void;
  /** Links the identity to the newly registered player. */
  link(identity: PendingSocialIdentity, userId: number): Promise<void>;
  /** Ids of the configured social providers, listed by `GET /web-api/auth/rights`. */
  providerIds(): string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityApi;
  }
}
