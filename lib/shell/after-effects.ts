/**
 * Runs `work` in a task of its own, after the effects being run. A page's first effects all run in one task
 * once it has hydrated, and starting an import is not free (the bundler adds a script element per chunk,
 * about a millisecond or more each): a dozen of them made that task one of the page's longest.
 */
export function afterEffects(work: () => unknown): ReturnType<typeof setTimeout> {
  return setTimeout(work, 0);
}
