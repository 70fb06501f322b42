import { type GoogleOneTapResponse, paths, type SocialProviderId } from '@parlay/contract';
import type { UsersPort } from '../identity-api.ts';
import { registrationDisabled } from '../identity-errors.ts';
import { generateReadablePassword } from '../readable-password.ts';
import type { SignInCompletion, SignInOutcome } from '../sign-in/sign-in-completion.ts';
import { type GoogleOneTapVerifier, OneTapCredentialError } from './google-one-tap-verifier.ts';
import type { OidcIdentity } from './oidc-client.ts';
import type { PendingIdentity } from './social-cookies.ts';
import {
  providerNotConfiguredError,
  providerUnavailableError,
  socialSignInFailedError,
} from './social-errors.ts';
import type { SocialIdentitiesRepository } from './social-identities-repository.ts';
import { socialLanguage, socialRegistrationPath, withAuthOutcome } from './social-redirects.ts';

export interface OneTapInput {
  credential: string;
  language?: string | undefined;
  currency?: string | undefined;
  countryId?: number | undefined;
}

/** Where the browser goes, with the sign-in to apply or the identity to keep pending, if any. */
export type OneTapResult = GoogleOneTapResponse &
  ({ outcome: SignInOutcome; pending?: never } | { pending: PendingIdentity; outcome?: never });

export interface GoogleOneTapService {
  /** Our Google client id for the One Tap script, or undefined when Google is not configured. */
  clientId(): string | undefined;
  /**
   * Signs in the player Google's credential names: a linked identity signs in; a new one registers
   * (soc_reg with the given currency and country) and signs in; without those, or when the email
   * already has an account, it waits as the pending identity on the soc_reg form.
   */
  signIn(input: OneTapInput, cookieLanguage: string | undefined): Promise<OneTapResult>;
}

export interface GoogleOneTapServiceDeps {
  google: { clientId: string; verifier: GoogleOneTapVerifier } | undefined;
  repository: SocialIdentitiesRepository;
  users: Pick<UsersPort, 'findByEmail' | 'create'>;
  completion: Pick<SignInCompletion, 'complete'>;
  /** Whether new players may register in this language (site configuration). */
  registrationAllowed(language: string): Promise<boolean>;
  logger: { warn(details: object, message: string): void };
}

const provider: SocialProviderId = 'google';

export function createGoogleOneTapService(deps: GoogleOneTapServiceDeps): GoogleOneTapService {
  const { google, repository, users, completion, registrationAllowed, logger } = deps;

  const signInAs = async (userId: number, language: string): Promise<OneTapResult> => {
    const outcome = await completion.complete(userId, false);
    const home = paths.home.getHref(language);
    return {
      outcome,
      redirectUrl:
        outcome.status === 'signed_in' ? home : withAuthOutcome(home, { name: 'auth', value: 'two-step' }),
    };
  };

  const waitOnRegistrationForm = (person: OidcIdentity, language: string): OneTapResult => ({
    pending: { provider, ...person },
    redirectUrl: socialRegistrationPath(language),
  });

  return {
    clientId: () => google?.clientId,

    async signIn(input, cookieLanguage) {
      if (google === undefined) throw providerNotConfiguredError();
      const language = socialLanguage(input.language, cookieLanguage);
      let person: OidcIdentity;
      try {
        person = await google.verifier.verify(input.credential);
      } catch (error) {
        if (error instanceof OneTapCredentialError) {
          logger.warn({ err: error }, 'Google One Tap credential refused');
          throw socialSignInFailedError();
        }
        logger.warn({ err: error }, 'Google One Tap keys unavailable');
        throw providerUnavailableError();
      }

      const linked = await repository.findUserId({ provider, subject: person.subject });
      if (linked !== undefined) return signInAs(linked, language);

      if (input.currency === undefined || input.countryId === undefined)
        return waitOnRegistrationForm(person, language);
      // An account with this email exists: its owner binds it with the password, never automatically.
      if (person.email !== null && (await users.findByEmail(person.email)) !== undefined)
        return waitOnRegistrationForm(person, language);
      if (!(await registrationAllowed(language))) throw registrationDisabled();

      const user = await users.create({
        // Signing in goes through Google; the player can set a password by recovery later.
        password: generateReadablePassword(),
        email: person.email,
        emailConfirmed: person.emailVerified,
        countryId: input.countryId,
        currency: input.currency,
        registrationType: 'soc_reg',
        name: person.givenName ?? person.name,
        surname: person.familyName,
      });
      const userId = await repository.link({
        provider,
        subject: person.subject,
        userId: user.id,
        email: person.email,
      });
      return signInAs(userId, language);
    },
  };
}
