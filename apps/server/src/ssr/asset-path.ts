/**
 * A path that names a file (`/x.js`, `/a/b.css.map`): a missing bundle must answer 404, never a
 * page, or the browser would run HTML as a module.
 */
export function isAssetLikePath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[a-z0-9]{1,8}$/i.test(last);
}
