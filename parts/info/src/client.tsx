import type { MountPart } from '@parlay/contract/part-runtime';
import { createTranslator } from '@parlay/i18n';
import { hydratePart, readPartState } from '@parlay/part-kit/client';
import { InfoApp } from './info-app.tsx';
import { type InfoState, partName } from './info-view.ts';

export const mount: MountPart = (element) => {
  const state = readPartState<InfoState>(element);
  const { t } = createTranslator(state.language, state.dictionary);
  return hydratePart(partName, element, () => <InfoApp state={state} t={t} />);
};
