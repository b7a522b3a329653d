/** One fenced TypeScript block from a markdown file that imports the package under test. */
export interface Example {
  /** `README.md#3`: the file and the block's position among its TypeScript blocks. */
  name: string;
  code: string;
}

const FENCE = /^```(ts|typescript)\s*\n([\s\S]*?)^```\s*$/gm;

/**
 * The TypeScript examples a consumer would copy: fenced `ts` blocks that import `packageName`.
 * Blocks about the toolchain itself (generator internals, shell) are not examples of the package.
 */
export function readmeExamples(markdown: string, source: string, packageName: string): Example[] {
  const imports = new RegExp(`from ['"]${packageName.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')}(/[^'"]*)?['"]`);
  const examples: Example[] = [];
  let index = 0;
  for (const match of markdown.matchAll(FENCE)) {
    index++;
    const code = match[2]!;
    if (imports.test(code)) examples.push({ name: `${source}#${index}`, code });
  }
  return examples;
}
