/**
 * Polls `probe` until it returns a value other than undefined, or fails once `timeoutMs` has passed.
 * Every wait on a real VS Code goes through this: never a fixed sleep.
 */
export async function pollUntil<T>(
  what: string,
  timeoutMs: number,
  probe: () => Promise<T | undefined> | T | undefined,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline) {
      const cause = lastError instanceof Error ? `: ${lastError.message}` : '';
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${cause}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
