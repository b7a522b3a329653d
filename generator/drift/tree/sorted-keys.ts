/**
 * An object's own keys in sort() order. The documents list their properties, responses and media
 * types sorted nearly always: checking costs one pass, where sort() copies the list to a work
 * array first, for every schema and response of every changed operation of every pair.
 */
export function sortedKeys(object: object): string[] {
  const keys = Object.keys(object);
  // `>` on strings compares UTF-16 code units, as sort() with no comparator does.
  for (let index = 1; index < keys.length; index++) if (keys[index - 1]! > keys[index]!) return keys.sort();
  return keys;
}

// Keys out of order, as the module loads: optimised during a history's first pairs, whose keys are
// all in order, the function was made without its sort() and thrown away at the first list needing
// it. V8 starts keeping what a function sees after it ran about eight times its own length.
for (let round = 0; round < 32; round++) sortedKeys({ b: 0, a: 0 });
