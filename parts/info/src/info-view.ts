import type { InformationPage } from '@parlay/contract/paths';
import type { ContentPage, RulesChapter, RulesGroup } from './content-schema.ts';

/** A rules group without its chapters' text: enough for the navigation. */
export interface RulesGroupSummary {
  id: number;
  title: string;
  chapters: { id: number; title: string }[];
}

/** What one information URL shows; carried from the server render to the client as state. */
export type InfoView =
  | { kind: 'index' }
  | { kind: 'page'; page: InformationPage; content: ContentPage }
  | {
      kind: 'rules';
      title: string;
      description: string;
      groups: RulesGroupSummary[];
      group: Omit<RulesGroup, 'chapters'>;
      chapters: RulesChapter[];
      chapterId: number | null;
    }
  | { kind: 'not-found' };

export interface InfoState {
  language: string;
  /** Language the content is shown in (English when the page has no translation yet). */
  contentLanguage: string;
  dictionary: Record<string, string>;
  view: InfoView;
}

export const partName = 'info';
