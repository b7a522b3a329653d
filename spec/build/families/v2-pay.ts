import { family, type BuiltOperation } from '../operations.ts';

const configs = family({ tag: 'Pay Configs V2', singular: 'pay_config' });
const oneOffRules = family({ tag: 'Pay Config One-off Rules V2', singular: 'pay_config_one_off_rule', listKey: 'one_off_rules' });
const weeklyRules = family({ tag: 'Pay Config Weekly Rules V2', singular: 'pay_config_weekly_rule', listKey: 'weekly_rules' });
const reports = family({ tag: 'Pay Reports V2', singular: 'pay_report' });

export const v2PayOperations = (): BuiltOperation[] => [
  ...configs.crud('/v2/pay_configs'),
  ...oneOffRules.crud('/v2/pay_configs/{pay_config_id}/one_off_rules'),
  ...weeklyRules.crud('/v2/pay_configs/{pay_config_id}/weekly_rules'),
  ...reports.standard('/v2/pay_reports', ['list', 'create', 'show', 'remove']),
  reports.action('post', '/v2/pay_reports/{id}/actions/publish', 'Publish'),
  reports.action('post', '/v2/pay_reports/{id}/actions/unpublish', 'Unpublish'),
  reports.action('get', '/v2/pay_reports/{id}/download', 'Download'),
];
