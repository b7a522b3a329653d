/**
 * A failed write names the file it was writing: Node's errors from write(2) (ENOSPC, EDQUOT, EFBIG)
 * carry no path, and "no space left" alone does not say where. The CLI's one line reads `path`.
 */
export function namingPath<T>(path: string, write: () => T): T {
  try {
    return write();
  } catch (error) {
    throw withPath(error, path);
  }
}

export async function namingPathAsync<T>(path: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw withPath(error, path);
  }
}

function withPath(error: unknown, path: string): unknown {
  const failure = error as NodeJS.ErrnoException;
  if (typeof failure?.code === 'string' && failure.path === undefined) failure.path = path;
  return error;
}
