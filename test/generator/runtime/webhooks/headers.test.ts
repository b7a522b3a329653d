import { describe, expect, it } from 'vitest';
import { readSignatureHeaders } from '../../../../generator/runtime/webhooks/headers.ts';
import { expectRefusal } from './fixture.ts';

const standard = { 'webhook-id': 'msg_w', 'webhook-timestamp': '1700000000', 'webhook-signature': 'v1,w' };
const svix = { 'svix-id': 'msg_s', 'svix-timestamp': '1700000001', 'svix-signature': 'v1,s' };

describe('readSignatureHeaders', () => {
  it('reads the Standard Webhooks names, and the svix- names when those are absent', () => {
    expect(readSignatureHeaders(standard)).toEqual({ id: 'msg_w', timestamp: '1700000000', signature: 'v1,w' });
    expect(readSignatureHeaders(svix)).toEqual({ id: 'msg_s', timestamp: '1700000001', signature: 'v1,s' });
    expect(readSignatureHeaders({ ...svix, ...standard })).toEqual(readSignatureHeaders(standard));
  });

  it('ignores case, trims values and reads fetch Headers', () => {
    expect(readSignatureHeaders({ 'Webhook-ID': ' msg_w ', 'WEBHOOK-TIMESTAMP': '1700000000', 'webhook-Signature': 'v1,w' })).toEqual(readSignatureHeaders(standard));
    expect(readSignatureHeaders(new Headers(svix))).toEqual(readSignatureHeaders(svix));
  });

  it('joins repeated signature values with spaces, as separate entries', () => {
    expect(readSignatureHeaders({ ...standard, 'webhook-signature': ['v1,a', 'v1,b'] }).signature).toBe('v1,a v1,b');
  });

  it('refuses absent, undefined or blank headers with missing_header, naming the header', () => {
    expect(expectRefusal(() => readSignatureHeaders({}), 'missing_header').message).toContain('webhook-id');
    expect(expectRefusal(() => readSignatureHeaders({ ...standard, 'webhook-timestamp': undefined }), 'missing_header').message).toContain('webhook-timestamp');
    expectRefusal(() => readSignatureHeaders(new Headers({ ...standard, 'webhook-signature': '' })), 'missing_header');
  });
});
