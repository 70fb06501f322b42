import { returnUrlParams } from '../../session/return-url-params.ts';

/**
 * The navigation's return URL when it is a path of this site (`returnUrlOf`), else null. The check
 * behind it (packages/domain `safeReturnPath`, with its decoding and NFKC rounds) is loaded only for a
 * query that carries a return parameter: it stays out of the home page's JavaScript.
 */
export async function requestedReturnUrl(query: URLSearchParams): Promise<string | null> {
  if (!returnUrlParams.some((name) => query.has(name))) return null;
  const { returnUrlOf } = await import('../../session/sign-in-destination.ts');
  return returnUrlOf(query);
}
