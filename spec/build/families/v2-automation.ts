import { queryParameter } from '../components/parameters.ts';
import { each, field } from '../fields.ts';
import { family, type BuiltOperation } from '../operations.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import { anyValue, byName, integer, ref } from '../schema.ts';
import { followUpFields } from './shared-fields.ts';

const actions = family({ tag: 'Actions V2', singular: 'action', successor: 'Actions V3' });
const followUps = family({
  tag: 'Follow-ups V2',
  singular: 'follow_up',
  fields: followUpFields(),
  successor: 'Follow-ups V3',
});

const workflows = family({
  tag: 'Workflows V2',
  singular: 'workflow',
  fields: {
    ...each(['auto_run_mode', 'private_incident_scope'], anyValue, { resp: 'req', request: 'opt' }),
    include_private_incidents: field(anyValue(), { request: 'opt' }),
    ...each(['form_fields', 'owning_team_ids'], byName, { resp: 'opt', request: 'opt' }),
    skip_step_upgrades: field(anyValue(), { update: 'opt' }),
    for_seconds: field(integer({ minimum: 0 }), { request: 'opt' }),
  },
});
const workflowRuns = family({
  tag: 'Workflow Runs V2',
  singular: 'workflow_run',
  fields: { status: field(ref('WorkflowRunStatus'), { resp: 'opt' }) },
});
const policies = family({
  tag: 'Policies V2',
  singular: 'policy',
  plural: 'policies',
  fields: {
    policy_type: field(ref('PolicyType'), { resp: 'opt', request: 'opt' }),
    ...each(['reminder_cadence_before', 'reminder_cadence_after'], anyValue, { resp: 'opt', request: 'opt' }),
  },
});
const findings = family({
  tag: 'Policy Findings V2',
  singular: 'policy_finding',
  fields: { cause: field(ref('PolicyFindingCause'), { resp: 'opt' }), shift_conflict: field(anyValue(), { resp: 'opt' }) },
});
const secrets = family({ tag: 'Secrets V2', singular: 'secret' });
const telemetry = family({
  tag: 'Telemetry Data Sources V2',
  singular: 'telemetry_data_source',
  fields: { ...each(['app_key', 'api_url'], byName, { update: 'opt' }), version: field(anyValue(), { resp: 'opt' }) },
});

export const v2AutomationOperations = (): BuiltOperation[] => [
  ...actions.crud('/v2/actions'),
  ...followUps.crud('/v2/follow_ups', { list: { params: [queryParameter('assignee_team_id', byName('assignee_team_id'))] } }),
  followUps.action('post', '/v2/follow_ups/{id}/actions/connect_external_issue', 'ConnectExternalIssue'),
  ...workflows.crud('/v2/workflows'),
  ...workflowRuns.standard('/v2/workflow_runs', ['list', 'show']),
  ...policies.crud('/v2/policies', { list: { params: [queryParameter('policy_type', ref('PolicyType'))] } }),
  ...findings.standard('/v2/policy_findings', ['list', 'show']),
  findings.action('post', '/v2/policy_findings/{id}/actions/dismiss', 'Dismiss'),
  findings.action('post', '/v2/policy_findings/{id}/actions/restore', 'Restore'),
  ...secrets.crud('/v2/secrets'),
  secrets.action('post', '/v2/secrets/{id}/actions/rotate', 'Rotate'),
  telemetry.update('/v2/telemetry/data_sources/{id}', { rateLimit: RATE_LIMITS.telemetryDataSourceUpdateV2 }),
];
