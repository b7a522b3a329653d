/** `make bench`'s parts in the order one run takes them; each is test/bench/<part>.ts. */
export const PARTS = ['generate', 'drift-floor', 'drift', 'client', 'named', 'live', 'regen', 'surface', 'consumer', 'bundle', 'spec-diff'] as const;
