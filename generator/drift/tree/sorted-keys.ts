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
