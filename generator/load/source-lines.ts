import { createRequire } from 'node:module';
import type { Node as YamlNode } from 'yaml';
import { unescapePointerToken } from './refs.ts';

/** A container of the document: the line it sits at and its children. */
interface Container {
  line: number;
  members?: Map<string, Slot>;
  items?: Slot[];
}

/** One value: a container, or for a string, number, boolean or null just its line (most values are; no object each). */
type Slot = Container | number;

const lineOf = (slot: Slot) => (typeof slot === 'number' ? slot : slot.line);

/**
 * The 1-based line of the value a JSON pointer (RFC 6901: `~1` is `/`, `~0` is `~`) names, for
 * annotations at the spec line a change sits on. A member of an object is placed at its key's
 * line (where a reader looks for `layer_id:` in YAML; the same line as its value in JSON); an
 * array item and the root at their own first line. Built once, then each look-up is a walk down
 * the pointer's tokens: a 4 MB document costs one pass over its text, not one per change.
 * Undefined for a pointer that names nothing, or for text that does not parse.
 */
export function sourceLineMap(text: string, format: 'json' | 'yaml'): (pointer: string) => number | undefined {
  let root: Slot | undefined;
  try {
    root = format === 'json' ? jsonSlots(text) : yamlSlots(text);
  } catch {
    root = undefined;
  }
  return (pointer) => {
    if (root === undefined || (pointer !== '' && !pointer.startsWith('/'))) return undefined;
    let slot: Slot | undefined = root;
    for (const token of pointer === '' ? [] : pointer.slice(1).split('/')) {
      // RFC 6901 allows `~` only as `~0` or `~1`: any other is no pointer at all.
      if (/~(?![01])/.test(token)) return undefined;
      const key = unescapePointerToken(token);
      if (typeof slot === 'number') return undefined;
      slot = slot.members ? slot.members.get(key) : slot.items && /^(0|[1-9]\d*)$/.test(key) ? slot.items[Number(key)] : undefined;
      if (slot === undefined) return undefined;
    }
    return lineOf(slot);
  };
}

const [QUOTE, BACKSLASH, NEWLINE, OPEN_OBJECT, CLOSE_OBJECT, OPEN_ARRAY, CLOSE_ARRAY, COMMA, COLON] = ['"', '\\', '\n', '{', '}', '[', ']', ',', ':'].map((text) => text.charCodeAt(0)) as [number, number, number, number, number, number, number, number, number];

/** A number, `true`, `false` or `null`, as JSON writes them. */
const SCALAR = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)$/;

/** What ends a number, `true`, `false` or `null`: a separator, a closing bracket or white space. */
const ENDS_SCALAR = new Set([COMMA, CLOSE_OBJECT, CLOSE_ARRAY, NEWLINE, 32, 9, 13]);

/**
 * One pass over JSON text, keeping only lines and structure. An AST parser (momoa) builds a node
 * per token with full positions: 0.2 to 0.5 s for a 4 MB spec here, against about 20 ms for
 * this. The text is JSON.parse's to judge; anything this pass does not expect throws, and the
 * map then answers undefined.
 */
function jsonSlots(text: string): Slot {
  let position = 0;
  let line = 1;
  let root: Slot | undefined;
  const stack: Container[] = [];
  let key: string | undefined;
  let keyLine = 0;
  const fail = (): never => {
    throw new Error(`unexpected JSON at ${position}`);
  };
  const skipSpace = () => {
    for (;;) {
      const code = text.charCodeAt(position);
      if (code === NEWLINE) line++;
      else if (code !== 32 && code !== 9 && code !== 13) return;
      position++;
    }
  };
  /** The string starting at `position` (its opening quote), decoded when asked (keys); `position` ends past its closing quote. */
  const readString = (decode: boolean): string => {
    const start = position + 1;
    let end = start;
    let escaped = false;
    for (;;) {
      const code = text.charCodeAt(end);
      if (code === QUOTE) break;
      if (code === BACKSLASH) {
        escaped = true;
        end += 2;
        continue;
      }
      // The end of the text, or a raw control character (a line break included): JSON allows neither in a string.
      if (!(code >= 32)) fail();
      end++;
    }
    position = end + 1;
    if (!decode) return '';
    return escaped ? (JSON.parse(text.slice(start - 1, end + 1)) as string) : text.slice(start, end);
  };
  /** A value was just completed in the current container (a `,` or its end must follow); a `,` was just read (a value must). */
  let completed = false;
  let comma = false;
  /** Files a value under its parent: a member at its key's line. */
  const place = (slot: Slot) => {
    if (completed) fail();
    comma = false;
    const parent = stack.at(-1);
    if (parent === undefined) {
      if (root !== undefined) fail();
      root = slot;
    } else if (parent.items) parent.items.push(slot);
    else {
      if (key === undefined) fail();
      if (typeof slot === 'number') slot = keyLine;
      else slot.line = keyLine;
      parent.members!.set(key!, slot);
      key = undefined;
    }
  };
  for (;;) {
    skipSpace();
    if (position >= text.length) break;
    const code = text.charCodeAt(position);
    const parent = stack.at(-1);
    if (parent?.members && key === undefined && code === QUOTE) {
      if (completed) fail();
      comma = false;
      keyLine = line;
      key = readString(true);
      skipSpace();
      if (text.charCodeAt(position) !== COLON) fail();
      position++;
      continue;
    }
    if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      const slot: Container = code === OPEN_OBJECT ? { line, members: new Map() } : { line, items: [] };
      place(slot);
      stack.push(slot);
      position++;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      if (parent === undefined || key !== undefined || comma || (code === CLOSE_OBJECT) !== Boolean(parent.members)) fail();
      stack.pop();
      completed = true;
      position++;
      continue;
    } else if (code === COMMA) {
      if (parent === undefined || !completed) fail();
      comma = true;
      position++;
    } else if (code === QUOTE) {
      place(line);
      readString(false);
    } else {
      place(line);
      const start = position;
      for (let next = text.charCodeAt(position); position < text.length && !ENDS_SCALAR.has(next); next = text.charCodeAt(++position));
      if (!SCALAR.test(text.slice(start, position))) fail();
    }
    completed = code !== OPEN_OBJECT && code !== OPEN_ARRAY && code !== COMMA;
  }
  if (root === undefined || stack.length > 0) fail();
  return root!;
}

/** Loaded only for a YAML spec, as the loader does (load/parse.ts). */
const loadYaml = (): typeof import('yaml') => createRequire(import.meta.url)('yaml');

function yamlSlots(text: string): Slot {
  const yaml = loadYaml();
  const lineCounter = new yaml.LineCounter();
  const document = yaml.parseDocument(text, { lineCounter, schema: 'core', uniqueKeys: false });
  const lineAt = (offset: number | undefined) => (offset === undefined ? 1 : lineCounter.linePos(offset).line);
  const anchors = new Map<string, YamlNode>();
  const atLine = (slot: Slot, line: number): Slot => (typeof slot === 'number' ? line : { ...slot, line });
  const slotOf = (node: unknown, depth: number): Slot => {
    if (depth > 10_000) throw new Error('nested too deep');
    const at = node as YamlNode | null;
    const line = lineAt(at?.range?.[0]);
    if (yaml.isAlias(at)) {
      const target = anchors.get(at.source);
      return target ? atLine(slotOf(target, depth + 1), line) : line;
    }
    if (at && 'anchor' in at && typeof at.anchor === 'string') anchors.set(at.anchor, at);
    if (yaml.isMap(at)) {
      const members = new Map<string, Slot>();
      for (const pair of at.items) {
        const keyNode = pair.key as YamlNode | null;
        const name = yaml.isScalar(keyNode) ? String(keyNode.value) : String(keyNode);
        members.set(name, atLine(slotOf(pair.value, depth + 1), lineAt(keyNode?.range?.[0] ?? (pair.value as YamlNode | null)?.range?.[0])));
      }
      return { line, members };
    }
    if (yaml.isSeq(at)) return { line, items: at.items.map((item) => slotOf(item, depth + 1)) };
    return line;
  };
  if (document.errors.length > 0) throw document.errors[0]!;
  return slotOf(document.contents, 0);
}
