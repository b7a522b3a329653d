/**
 * The reference's per-endpoint limits (burst = requests at once, perMinute = sustained refill).
 * Its "Bulk update catalog entries (v3)" row (10 / 60 per minute) is left out: the reference
 * shows no path for that operation, and the spec does not invent one.
 */
export const RATE_LIMITS = {
  incidentsReadV1V2: { burst: 60, perMinute: 60 },
  catalogEntryUpdateV3: { burst: 25, perMinute: 300 },
  postmortemContentV1: { burst: 60, perMinute: 60 },
  schedulePreviewEntriesV2: { burst: 10, perMinute: 6 },
  retrospectiveIncidentCreateV2: { burst: 300, perMinute: 300 },
  telemetryDataSourceUpdateV2: { burst: 5, perMinute: 30 },
} as const;

/** Incident creation per API key: 10 an hour when a chat channel is created, 300 otherwise. */
export const INCIDENT_CREATION_LIMIT = { perHour: 300, perHourWithChatChannel: 10 } as const;
