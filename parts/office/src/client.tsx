import type { MountPart } from '@parlay/contract/part-runtime';
import { createTranslator } from '@parlay/i18n';
import { hydratePart, readPartState } from '@parlay/part-kit/client';
import { OfficeApp } from './office-app.tsx';
import { type OfficeState, partName } from './office-view.ts';
import { rootName } from './root-name.ts';

export const mount: MountPart = (element, context) => {
  const state = readPartState<OfficeState>(element);
  const i18n = createTranslator(state.language, state.dictionary);
  let current = context;
  const part = hydratePart(rootName(state.view, partName), element, () => (
    <OfficeApp state={state} i18n={i18n} navigate={(href) => current.navigate(href)} />
  ));
  return {
    hydrated: part.hydrated,
    update: (next) => {
      current = next;
      part.update(next);
    },
    unmount: part.unmount,
  };
};
