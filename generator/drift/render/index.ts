import type { DriftReport } from '../report.ts';
import { renderCodeClimate } from './codeclimate.ts';
import { renderGithub } from './github.ts';
import { renderJson } from './json.ts';
import { renderJunit } from './junit.ts';
import { renderMarkdown } from './markdown.ts';
import { renderSarif } from './sarif.ts';
import type { RenderOptions } from './shared.ts';
import { renderText } from './text.ts';

export const FORMATS = ['text', 'markdown', 'json', 'junit', 'github', 'sarif', 'codeclimate'] as const;
export type DriftFormat = (typeof FORMATS)[number];
export type { RenderOptions } from './shared.ts';
export type { DriftSources, SpecSource } from './sources.ts';

export function renderReport(report: DriftReport, format: DriftFormat, options: RenderOptions = {}): string {
  switch (format) {
    case 'text':
      return renderText(report, options);
    case 'markdown':
      return renderMarkdown(report, options);
    case 'json':
      return renderJson(report);
    case 'junit':
      return renderJunit(report, options);
    case 'github':
      return renderGithub(report, options);
    case 'sarif':
      return renderSarif(report, options);
    case 'codeclimate':
      return renderCodeClimate(report, options);
  }
}
