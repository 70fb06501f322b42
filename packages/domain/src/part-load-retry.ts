// Only the descriptor loader (a chunk loaded with the first navigation) waits between retries.

/** Part loading retries (seed 001 §9): 3 retries, the wait starting at 1000 ms and doubling. */
export const partLoadRetryPolicy = { retries: 3, firstDelayMs: 1000, factor: 2 } as const;

export function partLoadRetryDelay(attempt: number, policy = partLoadRetryPolicy): number | null {
  if (attempt < 1 || attempt > policy.retries) return null;
  return policy.firstDelayMs * policy.factor ** (attempt - 1);
}
