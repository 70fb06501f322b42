/**
 * Modules the shell and every part share through the import map: built once into the vendor
 * bundle, external in every other build. A part that bundled its own React would break hooks.
 */
export const sharedModules = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router/dom',
] as const;
export type SharedModule = (typeof sharedModules)[number];

export function isSharedModule(id: string): id is SharedModule {
  return (sharedModules as readonly string[]).includes(id);
}

/** File name of a shared module's entry in the vendor bundle: `react-dom/client` → `react-dom__client`. */
export function vendorEntryName(specifier: SharedModule): string {
  return specifier.replaceAll('/', '__');
}
