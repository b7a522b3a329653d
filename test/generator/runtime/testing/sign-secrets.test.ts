/**
 * signWebhookDelivery's inputs: a signature byte-identical to the standardwebhooks package's for
 * every secret length (every base64 padding), a secret the package's own verifier refuses as
 * malformed refused here too, never quoted, an id or timestamp that would break a header refused,
 * and a payload of another event refused.
 */
import { inspect } from 'node:util';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../../../generated/index.ts';
import { signWebhookDelivery } from '../../../../generated/testing.ts';
import { refusal } from './kit-fixture.ts';

const AT = new Date('2026-04-01T08:30:00Z');
const PAYLOAD = { event_type: 'schedule.updated_v1', 'schedule.updated_v1': { id: '01SCHED', name: 'Ünïcode ✓' } } as never;


const rejection = async (run: () => Promise<unknown>): Promise<unknown> => {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('did not reject');
};

describe('signWebhookDelivery secrets', () => {
  it('signs byte for byte as standardwebhooks does, for keys of 1 to 64 bytes, with and without the whsec_ prefix', async () => {
    for (let length = 1; length <= 64; length++) {
      const encoded = Buffer.from(Array.from({ length }, (_, index) => (index * 37 + length) % 256)).toString('base64');
      for (const secret of [`whsec_${encoded}`, encoded]) {
        const delivery = await signWebhookDelivery({ event: 'schedule.updated_v1', payload: PAYLOAD, secret, id: 'msg_2Hq', timestamp: AT });
        expect([length, delivery.headers['webhook-signature']]).toEqual([length, new Webhook(secret).sign('msg_2Hq', AT, delivery.body)]);
      }
    }
  });

  it('refuses, without quoting it, a secret the package verifier refuses as malformed', async () => {
    const encoded = Buffer.from('a 32-byte secret, never quoted!!').toString('base64');
    const unquoted = encoded.slice(0, 16);
    for (const secret of ['', 'whsec_', `whsec_${encoded.replace(/=+$/, '')}`, `whsec_ ${encoded}`, `whsec_${encoded}\n`, `whsec_${encoded.replace(/=$/, '_')}`, `whsec_${encoded.slice(0, -2)}=x=`, 42]) {
      expect(refusal(() => verifyWebhook({ body: '{}', headers: {}, secret: secret as string }))).toBe('bad_secret');
      const error = await rejection(() => signWebhookDelivery({ event: 'schedule.updated_v1', secret: secret as string }));
      expect([secret, error]).toEqual([secret, expect.any(TypeError)]);
      for (const view of [String(error), inspect(error), JSON.stringify(error)]) expect(view).not.toContain(unquoted);
    }
  });

  it('refuses an id that would break the webhook-id header or the signed text, and a timestamp that is no valid Date', async () => {
    const secret = `whsec_${Buffer.from('a signing secret of 24 b').toString('base64')}`;
    for (const id of ['', 'msg 1', 'msg\n1', 'msg\r\nx-injected: 1', 'msg_é', 7]) {
      const error = await rejection(() => signWebhookDelivery({ event: 'schedule.updated_v1', secret, id: id as string }));
      expect([id, error]).toEqual([id, expect.any(TypeError)]);
    }
    for (const timestamp of [new Date(Number.NaN), 1_700_000_000 as never, '2026-01-01' as never]) {
      const error = await rejection(() => signWebhookDelivery({ event: 'schedule.updated_v1', secret, timestamp }));
      expect(error).toBeInstanceOf(TypeError);
    }
  });

  it('refuses a payload whose event_type names another event than the one asked for', async () => {
    const secret = `whsec_${Buffer.from('a signing secret of 24 b').toString('base64')}`;
    const payload = { event_type: 'schedule.created_v1', 'schedule.created_v1': {} } as never;
    const error = await rejection(() => signWebhookDelivery({ event: 'schedule.updated_v1', payload, secret }));
    expect(String(error)).toBe('RangeError: the payload is a schedule.created_v1 event, not schedule.updated_v1');
  });
});
