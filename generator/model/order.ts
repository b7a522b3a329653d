/**
 * Orderings for everything the generator sorts. Code-unit order, never locale order: output must
 * not depend on the machine's language settings.
 */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Sorts by the first key, then the next, ... */
export const byKeys =
  <T>(...keys: Array<(item: T) => string>) =>
  (a: T, b: T): number => {
    for (const key of keys) {
      const order = compareText(key(a), key(b));
      if (order !== 0) return order;
    }
    return 0;
  };
