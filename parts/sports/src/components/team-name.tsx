import { type SportsSection, teamHref } from '@parlay/contract/sports-paths';

/** A competitor's name linking to its team page. */
export function TeamName({
  team,
  section,
  language,
}: {
  team: { id: number; slug: string; name: string };
  section: SportsSection;
  language: string;
}) {
  return <a href={teamHref(language, section, team)}>{team.name}</a>;
}
