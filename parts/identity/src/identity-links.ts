import { paths } from '@parlay/contract/paths';

/**
 * Where "Sign in" leads from a part: the home page with the flag that opens the sign-in dialog (a
 * part cannot open the shell's dialogs itself; a full load also drops any session the reset ended).
 */
export const signInHref = (language: string) => `${paths.home.getHref(language)}?showLogin=1`;
