import { describe, expect, expectTypeOf, it } from 'vitest';
import { bindWebhooks, type KnownWebhookEvent, type UnknownWebhookEvent } from '../../../../generator/runtime/webhooks/index.ts';
import { expectRefusal, fixtureEventNames, SECRET, signedDelivery, type FixtureEvents } from './fixture.ts';

const { verifyWebhook, parseWebhookEvent, isWebhookEvent } = bindWebhooks<FixtureEvents>(fixtureEventNames);

const incidentCreated = JSON.stringify({
  event_type: 'public_incident.incident_created_v2',
  'public_incident.incident_created_v2': { id: '01INCIDENT', reference: 'INC-42' },
});

/** What a receiver writes: a switch on event_type that reaches each kind's payload without casts. */
function describeEvent(event: ReturnType<typeof verifyWebhook>): string {
  if (!isWebhookEvent(event)) {
    expectTypeOf(event).toEqualTypeOf<UnknownWebhookEvent>();
    return `unknown ${event.event_type}`;
  }
  switch (event.event_type) {
    case 'schedule.created_v1':
      return `schedule ${event['schedule.created_v1'].name}`;
    case 'public_incident.incident_created_v2':
      return `incident ${event['public_incident.incident_created_v2'].reference}`;
    default:
      expectTypeOf(event).toBeNever();
      return 'unreachable';
  }
}

describe('bindWebhooks', () => {
  it('verifies a delivery and returns an event that discriminates on event_type', () => {
    expect(describeEvent(verifyWebhook({ ...signedDelivery({ body: incidentCreated }), secret: SECRET }))).toBe('incident INC-42');
    expect(describeEvent(verifyWebhook({ ...signedDelivery(), secret: SECRET }))).toBe('schedule Primary on-call – Zürich ☎');
  });

  it('keeps unknown kinds as generic events', () => {
    const body = '{"event_type":"alert_route.renamed_v1","extra":1}';
    expect(describeEvent(verifyWebhook({ ...signedDelivery({ body }), secret: SECRET }))).toBe('unknown alert_route.renamed_v1');
  });

  it('narrows to one kind with isWebhookEvent(event, kind)', () => {
    const event: unknown = parseWebhookEvent(incidentCreated);
    expect(isWebhookEvent(event, 'schedule.created_v1')).toBe(false);
    if (!isWebhookEvent(event, 'public_incident.incident_created_v2')) throw new Error('expected an incident event');
    expectTypeOf(event).toEqualTypeOf<KnownWebhookEvent<FixtureEvents, 'public_incident.incident_created_v2'>>();
    expectTypeOf(event.event_type).toEqualTypeOf<'public_incident.incident_created_v2'>();
    expect(event['public_incident.incident_created_v2'].id).toBe('01INCIDENT');
  });

  it('covers every reason code through verifyWebhook', () => {
    const valid = signedDelivery();
    expectRefusal(() => verifyWebhook({ ...valid, secret: 'whsec_' }), 'bad_secret');
    expectRefusal(() => verifyWebhook({ body: valid.body, headers: {}, secret: SECRET }), 'missing_header');
    expectRefusal(() => verifyWebhook({ ...valid, headers: { ...valid.headers, 'webhook-timestamp': 'soon' }, secret: SECRET }), 'bad_timestamp');
    expectRefusal(() => verifyWebhook({ ...valid, secret: SECRET, now: Date.now() + 600_000 }), 'expired');
    expectRefusal(() => verifyWebhook({ ...valid, body: `${valid.body} `, secret: SECRET }), 'bad_signature');
    expectRefusal(() => verifyWebhook({ ...signedDelivery({ body: '[]' }), secret: SECRET }), 'bad_body');
  });

  it('parses without verifying, for bodies verified elsewhere', () => {
    expect(parseWebhookEvent(new TextEncoder().encode(incidentCreated))).toEqual(JSON.parse(incidentCreated));
    expectRefusal(() => parseWebhookEvent('not json'), 'bad_body');
  });
});
