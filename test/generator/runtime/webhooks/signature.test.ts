import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { constantTimeEqual, createSigner, signatureHeaderMatches } from '../../../../generator/runtime/webhooks/signature.ts';
import { expectRefusal, scheduleCreated, SECRET } from './fixture.ts';

describe('createSigner', () => {
  it('computes HMAC-SHA256 over `id.timestamp.body` keyed with the base64 secret after whsec_', () => {
    const key = Buffer.from(SECRET.slice('whsec_'.length), 'base64');
    const independent = createHmac('sha256', key).update(`msg_1.1700000000.${scheduleCreated}`, 'utf8').digest('base64');
    expect(createSigner(SECRET).expected('msg_1', 1700000000, scheduleCreated)).toBe(independent);
  });

  it('agrees with the standardwebhooks signer, and accepts a secret without the whsec_ prefix', () => {
    const fromPackage = new Webhook(SECRET).sign('msg_2', new Date(1700000000_000), scheduleCreated);
    expect(`v1,${createSigner(SECRET).expected('msg_2', 1700000000, scheduleCreated)}`).toBe(fromPackage);
    expect(createSigner(SECRET.slice('whsec_'.length)).expected('msg_2', 1700000000, scheduleCreated)).toBe(fromPackage.slice(3));
  });

  it.each(['whsec_', 'whsec_%%%%', 'whsec_abc'])('refuses the secret %j with bad_secret', (secret) => {
    expectRefusal(() => createSigner(secret), 'bad_secret');
  });
});

describe('signatureHeaderMatches', () => {
  const expected = createSigner(SECRET).expected('msg_3', 1700000000, '{}');

  it('finds the matching v1 entry among space-separated entries', () => {
    expect(signatureHeaderMatches(`v1,${expected}`, expected)).toBe(true);
    expect(signatureHeaderMatches(`v1a,x v1,${'C'.repeat(44)} v1,${expected}`, expected)).toBe(true);
    expect(signatureHeaderMatches(`v1,${expected}  v1,other`, expected)).toBe(true);
  });

  it('ignores other versions, entries without a comma and near misses', () => {
    expect(signatureHeaderMatches(`v2,${expected}`, expected)).toBe(false);
    expect(signatureHeaderMatches(expected, expected)).toBe(false);
    expect(signatureHeaderMatches(`v1,${expected.slice(0, -2)}A=`, expected)).toBe(false);
    expect(signatureHeaderMatches(`v1,${expected}=`, expected)).toBe(false);
  });
});

describe('constantTimeEqual', () => {
  it('is true exactly for equal strings', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('', '')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'ab')).toBe(false);
    expect(constantTimeEqual('Abc', 'abc')).toBe(false);
  });
});
