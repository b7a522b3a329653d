import { resolve } from 'node:path';

/** The project's root, for tests and benches wherever they sit. */
export const PROJECT_ROOT = resolve(import.meta.dirname, '../..');
