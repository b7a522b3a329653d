/**
 * signWebhookDelivery: what it returns must pass the scheme's reference verifier (the
 * standardwebhooks package) and the package's own, byte for byte, and each fault must be refused
 * for the reason it stands for.
 */
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { createFetchWebhookHandler, isWebhookEvent, verifyWebhook, webhookEventNames } from '../../../../generated/index.ts';
import { replayOf, signWebhookDelivery } from '../../../../generated/testing.ts';
import { refusal } from './kit-fixture.ts';

const SECRET = `whsec_${Buffer.from('kit signing secret of 32 bytes..').toString('base64')}`;


describe('signWebhookDelivery', () => {
  it('signs every event of the API so that both the standardwebhooks verifier and verifyWebhook accept it', async () => {
    for (const event of webhookEventNames) {
      const delivery = await signWebhookDelivery({ event, secret: SECRET });
      expect(new Webhook(SECRET).verify(delivery.body, delivery.headers)).toMatchObject({ event_type: event });
      const verified = verifyWebhook({ body: delivery.body, headers: delivery.headers, secret: SECRET });
      expect(isWebhookEvent(verified, event)).toBe(true);
    }
  });

  it('sends the payload given, the id and timestamp given, and the same id for the same body', async () => {
    const payload = { event_type: 'schedule.updated_v1' as const, 'schedule.updated_v1': { id: '01SCHEDULE', name: 'Primary' } };
    const at = new Date('2026-03-01T10:00:00Z');
    const delivery = await signWebhookDelivery({ event: 'schedule.updated_v1', payload: payload as never, secret: SECRET, id: 'msg_given', timestamp: at });
    expect(JSON.parse(delivery.body)).toEqual(payload);
    expect(delivery.headers['webhook-id']).toBe('msg_given');
    expect(delivery.headers['webhook-timestamp']).toBe(String(at.getTime() / 1000));
    expect(verifyWebhook({ ...delivery, secret: SECRET, now: at })).toMatchObject({ event_type: 'schedule.updated_v1' });
    const [first, second] = [await signWebhookDelivery({ event: 'schedule.updated_v1', secret: SECRET }), await signWebhookDelivery({ event: 'schedule.updated_v1', secret: SECRET })];
    expect(first.headers['webhook-id']).toBe(second.headers['webhook-id']);
  });

  it('makes each fault fail verification for its own reason, in both verifiers', async () => {
    const expected = { expired: 'expired', 'wrong-secret': 'bad_signature', tampered: 'bad_signature' } as const;
    for (const [fault, reason] of Object.entries(expected)) {
      const delivery = await signWebhookDelivery({ event: 'schedule.updated_v1', secret: SECRET, fault: fault as keyof typeof expected });
      expect(refusal(() => verifyWebhook({ ...delivery, secret: SECRET }))).toBe(reason);
      expect(() => new Webhook(SECRET).verify(delivery.body, delivery.headers)).toThrow();
    }
  });

  it('is answered 204 by the fetch handler, and a replay carries the same id so a consumer can drop it', async () => {
    const seen: string[] = [];
    const handler = createFetchWebhookHandler({ secret: SECRET, onEvent: (_event, meta) => void seen.push(meta.id) });
    const delivery = await signWebhookDelivery({ event: 'schedule.created_v1', secret: SECRET });
    const post = (sent: typeof delivery) => handler(new Request('http://consumer.test/hooks', { method: 'POST', headers: sent.headers, body: sent.body }));
    expect((await post(delivery)).status).toBe(204);
    expect((await post(replayOf(delivery))).status).toBe(204);
    expect(seen).toEqual([delivery.headers['webhook-id'], delivery.headers['webhook-id']]);
  });

  it('refuses a secret that is not base64 in one line that does not quote it, and an event the API does not have', async () => {
    const secret = 'whsec_not*base64*at*all';
    const error = await signWebhookDelivery({ event: 'schedule.updated_v1', secret }).catch((caught: unknown) => caught);
    expect(String(error)).toMatch(/not whsec_ followed by base64/);
    expect(String(error)).not.toContain('not*base64');
    await expect(signWebhookDelivery({ event: 'nothing.like_this' as never, secret: SECRET })).rejects.toThrow(/not a webhook event/);
  });
});
