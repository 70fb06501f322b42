/** What the footer's server render hands to its client hydration. */
export interface FooterState {
  language: string;
  dictionary: Record<string, string>;
  year: number;
}
export const partName = 'footer';
