/**
 * Google One Tap sign-in (seed 000 §3, §7): loaded only when the configuration enables it, for a
 * visitor who is not signed in, once our server named a Google client id (account-prompts). The
 * page's Content-Security-Policy allows Google's script only on those pages (entry-server).
 */

export const googleScriptUrl = 'https://accounts.google.com/gsi/client';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (answer: { credential: string }) => void;
        auto_select?: boolean;
        cancel_on_tap_outside?: boolean;
        use_fedcm_for_prompt?: boolean;
      }): void;
      prompt(): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

function loadGoogleScript(nonce: string | undefined): Promise<GoogleIdentity> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = googleScriptUrl;
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error('no google object')));
    script.onerror = () => reject(new Error(`${googleScriptUrl} did not load`));
    document.head.append(script);
  });
}

export interface OneTapInput {
  language: string;
  currency: string;
  countryId: number;
}

/** Shows the prompt; a chosen account signs in (or registers) and the browser goes where the server says. */
export async function startOneTap(clientId: string, input: OneTapInput): Promise<void> {
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  try {
    const google = await loadGoogleScript(nonce);
    google.accounts.id.initialize({
      client_id: clientId,
      cancel_on_tap_outside: true,
      use_fedcm_for_prompt: true,
      callback: ({ credential }) => {
        // The API client comes with the sign-in only (the prompt itself needs none of it).
        import('./one-tap-sign-in.ts')
          .then(({ signInWithOneTap }) => signInWithOneTap(credential, input))
          .then((redirectUrl) => window.location.assign(redirectUrl))
          .catch((error: unknown) => console.error('[one tap] sign-in failed', error));
      },
    });
    google.accounts.id.prompt();
  } catch (error) {
    // Errors in one-tap are logged only (seed 000 §8).
    console.error('[one tap]', error);
  }
}
