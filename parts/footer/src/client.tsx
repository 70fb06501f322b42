import type { MountPart } from '@parlay/contract/part-runtime';
import { createTranslator } from '@parlay/i18n';
import { hydratePart, readPartState } from '@parlay/part-kit/client';
import { Footer } from './footer.tsx';
import { type FooterState, partName } from './footer-state.ts';

export const mount: MountPart = (element) => {
  const state = readPartState<FooterState>(element);
  const { t } = createTranslator(state.language, state.dictionary);
  return hydratePart(partName, element, () => <Footer t={t} language={state.language} year={state.year} />);
};
