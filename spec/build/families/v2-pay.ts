import { family, type BuiltOperation } from '../operations.ts';

const configs = family({ tag: 'Pay Configs V2', version: 'V2', singular: 'pay_config', plural: 'pay_configs' });
const oneOffRules = family({ tag: 'Pay Config One-off Rules V2', version: 'V2', singular: 'pay_config_one_off_rule', plural: 'pay_config_one_off_rules', listKey: 'one_off_rules' });
const weeklyRules = family({ tag: 'Pay Config Weekly Rules V2', version: 'V2', singular: 'pay_config_weekly_rule', plural: 'pay_config_weekly_rules', listKey: 'weekly_rules' });
const reports = family({ tag: 'Pay Reports V2', version: 'V2', singular: 'pay_report', plural: 'pay_reports' });

export const v2PayOperations = (): BuiltOperation[] => [
  ...configs.crud('/v2/pay_configs'),
  ...oneOffRules.crud('/v2/pay_configs/{pay_config_id}/one_off_rules'),
  ...weeklyRules.crud('/v2/pay_configs/{pay_config_id}/weekly_rules'),
  reports.list('/v2/pay_reports'),
  reports.create('/v2/pay_reports'),
  reports.show('/v2/pay_reports/{id}'),
  reports.remove('/v2/pay_reports/{id}'),
  reports.action('post', '/v2/pay_reports/{id}/actions/publish', 'Publish'),
  reports.action('post', '/v2/pay_reports/{id}/actions/unpublish', 'Unpublish'),
  reports.action('get', '/v2/pay_reports/{id}/download', 'Download'),
];
