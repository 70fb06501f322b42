import type { MountPart } from '@parlay/contract/part-runtime';
import { createTranslator } from '@parlay/i18n';
import { hydratePart, readPartState } from '@parlay/part-kit/client';
import { IdentityApp } from './identity-app.tsx';
import { type IdentityState, partName } from './identity-view.ts';

// The part's pages never navigate within the shell: its links are plain links, and accepting the
// terms ends with a full page load (see confirm-terms-page.tsx).
export const mount: MountPart = (element) => {
  const state = readPartState<IdentityState>(element);
  const i18n = createTranslator(state.language, state.dictionary);
  const part = hydratePart(partName, element, () => <IdentityApp state={state} i18n={i18n} />);
  return { update: part.update, unmount: part.unmount };
};
