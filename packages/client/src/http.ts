/** Runs `attempt` up to 1 + `retries` times, waiting `delayMs` between tries (seed 001 §9 retry counts). */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  retries: number,
  delayMs: number,
): Promise<T> {
  for (let tried = 0; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= retries) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
