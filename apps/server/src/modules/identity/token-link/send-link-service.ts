import type { SendSignInLinkBody } from '@parlay/contract';
import type { AuthThrottle } from '../../auth-throttle/index.ts';
import type { Caller } from '../caller.ts';
import type { MessageSender, UsersPort } from '../identity-api.ts';
import { type LoginLinkService, loginLinkMethods } from './login-link-service.ts';
import { renderSignInLinkMail } from './sign-in-link-texts.ts';

/** How long a mailed sign-in link works: long enough to open the mail, short for a bearer credential. */
export const mailedSignInLinkTtlSeconds = 15 * 60;

export interface SendLinkService {
  /**
   * Mails a sign-in link when an account has this email; does nothing otherwise. Either way the
   * caller answers the same, so the call does not reveal whether the address is registered.
   */
  send(body: SendSignInLinkBody, caller: Caller): Promise<void>;
}

export interface SendLinkServiceDeps {
  links: Pick<LoginLinkService, 'createLoginLink'>;
  users: Pick<UsersPort, 'findByEmail'>;
  messages: MessageSender;
  authThrottle: Pick<AuthThrottle, 'guard'>;
  /** Where the mailed link points (never the request's Host header, which the requester controls). */
  publicOrigin: () => string;
}

/**
 * The page a link opens: `<origin>/<lng>?method_id=1&token=…&sign=…`. The shell reads the three
 * parameters on load and sends them to `POST /web-api/auth/token`.
 */
export function signInLinkUrl(
  origin: string,
  lng: string,
  link: { method_id: number; token: string; sign: string },
): string {
  const url = new URL(`/${lng}`, origin);
  url.searchParams.set('method_id', String(link.method_id));
  url.searchParams.set('token', link.token);
  url.searchParams.set('sign', link.sign);
  return url.href;
}

export function createSendLinkService(deps: SendLinkServiceDeps): SendLinkService {
  const { links, users, messages, authThrottle, publicOrigin } = deps;
  return {
    async send(body, caller) {
      const email = body.email.trim().toLowerCase();
      // Every send counts per address and per recipient; repeated sends need the hard captcha (113).
      await authThrottle.guard(caller, { scope: 'code', account: email });
      const user = await users.findByEmail(email);
      if (user === undefined || user.email === null) return;
      const lng = body.lng ?? caller.language;
      const link = await links.createLoginLink(
        user.id,
        loginLinkMethods.emailSignIn,
        mailedSignInLinkTtlSeconds,
      );
      const mail = renderSignInLinkMail(lng, {
        link: signInLinkUrl(publicOrigin(), lng, link),
        minutes: mailedSignInLinkTtlSeconds / 60,
      });
      await messages.send({ channel: 'email', to: user.email, ...mail });
    },
  };
}
