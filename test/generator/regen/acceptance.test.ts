import { describe, expect, it } from 'vitest';
import { acceptedHow, breakingCount } from '../../../generator/regen/acceptance.ts';

describe('acceptedHow', () => {
  const withFlag = () => 'with the flag';

  it('names the one way that accepted every change, or both with their counts', () => {
    expect(acceptedHow({ accepted: 3, acceptedWithFlag: 0 }, 'in the file', withFlag)).toBe(' in the file');
    expect(acceptedHow({ accepted: 3, acceptedWithFlag: 3 }, 'in the file', withFlag)).toBe(' with the flag');
    expect(acceptedHow({ accepted: 3, acceptedWithFlag: 1 }, 'in the file', withFlag)).toBe(': 2 in the file, 1 with the flag');
  });

  it('asks for the flag\'s wording only when the flag accepted something: without the flag there is no reason to word', () => {
    const refused = () => {
      throw new Error('asked for the flag wording');
    };
    expect(acceptedHow({ accepted: 2, acceptedWithFlag: 0 }, 'in the file', refused)).toBe(' in the file');
  });
});

describe('breakingCount', () => {
  const change = { id: 'response-property-removed' as const, level: 'error' as const, operation: 'GET /v2/a', location: 'A.b', message: 'm', symbols: [], fingerprint: '' };

  it('is the blocking changes and the accepted ones together, each once', () => {
    expect(breakingCount({ failing: [], accepted: 0 })).toBe(0);
    expect(breakingCount({ failing: [change, change], accepted: 0 })).toBe(2);
    expect(breakingCount({ failing: [], accepted: 635 })).toBe(635);
    expect(breakingCount({ failing: [change], accepted: 3 })).toBe(4);
  });
});
