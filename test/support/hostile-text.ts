/**
 * fast-check arbitraries for untrusted text: any code points (lone surrogates and control
 * characters included), mixed with the fragments that break generated code most often.
 */
import fc from 'fast-check';

const FRAGMENTS = ['*/', '/*', '//', '`', '${', "'", '"', '\\', '\n', '\r', '\u2028', '\u2029', '\u0000', '\u001b', '__proto__', 'constructor', 'default', '🔥', 'Ж', '事', '..', '/', ' ', '#', '%', '1'];

export const hostileText = (): fc.Arbitrary<string> =>
  fc.array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ unit: 'binary', maxLength: 4 })), { maxLength: 8 }).map((parts) => parts.join(''));
