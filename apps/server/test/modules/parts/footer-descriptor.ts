import type { Descriptor } from '@parlay/contract';

/** A footer descriptor as a remote part server would answer it. */
export const footerDescriptor = (body: string): Descriptor => ({
  appName: 'footer',
  title: '',
  codeToEval: '',
  scriptsToLoad: ['/parts/footer/client.js'],
  cssToLoad: [],
  style: [],
  head: '',
  body,
});
