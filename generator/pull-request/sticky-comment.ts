/**
 * The one comment the action keeps on a pull request: found by its hidden marker across every page
 * of the pull request's comments, edited in place on each push, created only when there is
 * something to say, and edited to the clean text when the spec becomes clean. Only a comment that
 * BEGINS with the marker and was written by the token's own user (or, when the token may not name
 * its user, by a bot) is ours: a person quoting the marker does not get their comment overwritten.
 */
import type { AuthenticatedUser, GitHubApi, IssueComment } from './github-api.ts';

export interface StickyCommentRequest {
  issue: number;
  marker: string;
  /** The body to show when there is something to say, else undefined. */
  report: string | undefined;
  /** The body an existing comment is edited to when there is nothing to say. */
  clean: string;
}

export interface StickyCommentOutcome {
  action: 'created' | 'updated' | 'unchanged' | 'none';
  /** The comment's id and address, when there is one. */
  id?: number;
  url?: string;
  /** Earlier copies of ours (from a tool that lost track of its comment) deleted on the way. */
  duplicatesDeleted: number;
  /** How many comments were read to find ours. */
  commentsRead: number;
}

/** Whether `comment` is one the action wrote: marker first, by `author` (or a bot when the author is not known). */
export function isOurs(comment: IssueComment, marker: string, author: AuthenticatedUser | undefined): boolean {
  if (!comment.body.startsWith(marker)) return false;
  if (comment.user === null) return false;
  return author !== undefined ? comment.user.login === author.login : comment.user.type === 'Bot';
}

export async function upsertStickyComment(api: GitHubApi, request: StickyCommentRequest): Promise<StickyCommentOutcome> {
  const [comments, author] = await Promise.all([api.listIssueComments(request.issue), api.authenticatedUser()]);
  const ours = comments.filter((comment) => isOurs(comment, request.marker, author)).sort((a, b) => a.id - b.id);
  const [kept, ...duplicates] = ours;
  for (const duplicate of duplicates) await api.deleteIssueComment(duplicate.id);
  const base = { duplicatesDeleted: duplicates.length, commentsRead: comments.length };
  const body = request.report ?? (kept ? request.clean : undefined);
  if (body === undefined) return { action: 'none', ...base };
  if (kept === undefined) {
    const created = await api.createIssueComment(request.issue, body);
    return { action: 'created', id: created.id, url: created.html_url, ...base };
  }
  if (kept.body === body) return { action: 'unchanged', id: kept.id, url: kept.html_url, ...base };
  const updated = await api.updateIssueComment(kept.id, body);
  return { action: 'updated', id: updated.id, url: updated.html_url, ...base };
}
