/** Which of the report's changes explain a break, from what the failing code reaches. */
import type { DriftChange } from '../drift/report.ts';
import type { Reach } from './package-index.ts';

/**
 * A change at `IncidentV2.status` explains code reaching it or anything below it
 * (`IncidentV2.status.x`, `IncidentV2.items[]`); a change at an array's items or a map's values
 * (`KeyPayload.role_names[]`) explains code reaching the array or map itself, whose type holds them.
 */
const locatedAt = (location: string, reached: string) =>
  reached === location || reached.startsWith(`${location}.`) || reached.startsWith(`${location}[`) || location.replace(/(?:\[\]|\{\})+$/, '') === reached;

/**
 * The changes touching a symbol the code reaches; of those, the ones at a place it reaches when
 * there are any; none when the code names a member no change is at; else the breaking and
 * possibly breaking ones when there are any (an addition rarely stops code compiling), else all. Indices into `changes`, ascending; none when no
 * change touches what the code reaches.
 */
export function explainingChanges(changes: readonly DriftChange[], reach: Reach): number[] {
  const touching = changes.flatMap((change, index) => (change.symbols.some((symbol) => reach.symbols.has(symbol)) ? [index] : []));
  const reachedLocations = [...reach.locations, ...reach.members];
  const atPlace = touching.filter((index) => {
    const location = changes[index]!.location;
    return location !== null && reachedLocations.some((reached) => locatedAt(location, reached));
  });
  if (atPlace.length > 0) return atPlace;
  // The code names a member of a package type and no change is at it: a change elsewhere in that type is no explanation.
  if (reach.members.size > 0 && ![...reach.members].some((member) => reach.locations.has(member))) return [];
  const breaking = touching.filter((index) => changes[index]!.level !== 'info');
  return breaking.length > 0 ? breaking : touching;
}
