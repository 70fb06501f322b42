/** The book's margins: main markets before the start, others, in play (riskier: a little more). */
export const margins = {
  main: 0.05,
  other: 0.07,
  inPlayExtra: 0.01,
  nextGoal: 0.08,
  race: 0.12,
  outright: 0.2,
} as const;
