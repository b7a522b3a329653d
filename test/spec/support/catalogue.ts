import { backticked, section, tableRows } from './reference.ts';

/**
 * Reads the reference's endpoint catalogue into `METHOD /path` strings, following its conventions:
 * - "CRUD": GET and POST on the collection; DELETE, GET and PUT on `<collection>/{id}`;
 * - a row naming several paths spreads its methods by path kind: GET on every path, POST on
 *   collections, PUT, PATCH and DELETE on items (paths ending in a `{parameter}`); a method marked
 *   "(by id)" goes on items only;
 * - `; METHODS on `path`` in the path cell adds methods for that path alone;
 * - a path written `/actions/x` continues the path before it (`/v2/alerts/{id}/actions/x`).
 */
export function catalogueOperations(markdown: string): string[] {
  const catalogue = section(markdown, '### Catalogue by family');
  const detailed = section(markdown, '### Detailed operations');
  const rows = [...tableRows(catalogue), ...tableRows(detailed)];
  const operations = new Set<string>();
  for (const [methods = '', paths = ''] of rows) for (const operation of rowOperations(methods, paths)) operations.add(operation);
  return [...operations].sort();
}

const isItem = (path: string) => /\}$/.test(path);

/** `/v2/alerts/{id}/actions/resolve`, `/actions/add_tags` -> the second one made absolute. */
function absolutePaths(cell: string): string[] {
  const result: string[] = [];
  for (const token of backticked(cell).filter((text) => text.startsWith('/'))) {
    if (/^\/v\d\//.test(token)) result.push(token);
    else {
      const previous = result.at(-1);
      const firstSegment = token.split('/')[1];
      if (!previous || !firstSegment) throw new Error(`catalogue: cannot place relative path ${token}`);
      result.push(previous.slice(0, previous.lastIndexOf(`/${firstSegment}/`)) + token);
    }
  }
  return result;
}

interface MethodRule {
  method: string;
  byIdOnly: boolean;
}

function methodRules(cell: string): MethodRule[] {
  return cell
    .replace(/\(deprecated\)/g, '')
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => ({ method: part.split(/\s+/)[0]!.toUpperCase(), byIdOnly: /\(by id\)/.test(part) }));
}

function fits(rule: MethodRule, path: string, single: boolean): boolean {
  if (single) return true;
  if (rule.byIdOnly) return isItem(path);
  if (rule.method === 'GET') return true;
  if (rule.method === 'POST') return !isItem(path);
  return isItem(path);
}

function rowOperations(methodsCell: string, pathsCell: string): string[] {
  const [main = '', ...extras] = pathsCell.split(';');
  const result: string[] = [];
  if (methodsCell.trim() === 'CRUD') {
    for (const path of absolutePaths(main)) {
      result.push(`GET ${path}`, `POST ${path}`);
      for (const method of ['DELETE', 'GET', 'PUT']) result.push(`${method} ${path}/{id}`);
    }
  } else {
    const rules = methodRules(methodsCell);
    const paths = absolutePaths(main);
    for (const path of paths) for (const rule of rules) if (fits(rule, path, paths.length === 1)) result.push(`${rule.method} ${path}`);
  }
  for (const extra of extras) {
    const [, methods = ''] = /^\s*([A-Z, ]+) on /.exec(extra) ?? [];
    for (const path of absolutePaths(extra)) for (const rule of methodRules(methods)) result.push(`${rule.method} ${path}`);
  }
  return result;
}
