/** File types the site serves as static files: never pages. */
const staticFileExtension =
  /\.(?:m?js|css|map|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|json|txt|xml|wasm|webmanifest)$/i;

/**
 * A path that names a static file (`/x.js`, `/a/b.css.map`): a missing bundle must answer 404,
 * never a page, or the browser would run HTML as a module. Legacy page paths such as
 * `user/registration.php` are pages (they redirect).
 */
export function isStaticFilePath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return staticFileExtension.test(path.slice(path.lastIndexOf('/') + 1));
}
