#!/usr/bin/env bash
# The git side of .github/workflows/regen.yml (docs/regen-workflow.md): what happens to the branch
# of the regen pull request. It never resets a branch that has an open pull request: the branch holds
# the lines a reviewer accepted and the updates landed so far, so it only ever moves forward.
#
#   branch.sh sync                  bring the checked-out branch up to date with the default branch
#                                   by a merge commit (BASE_KIND=pull-request); a conflict in
#                                   generated/ alone takes the default branch's side (the workflow
#                                   then regenerates it), any other stops the run with the branch as
#                                   it was
#   branch.sh commit MESSAGE PATH…  commit PATH… when they changed (nothing to commit is fine)
#   branch.sh push                  push HEAD to BRANCH: a plain fast-forward push onto an open pull
#                                   request's branch (a reviewer's push in the meantime makes it fail,
#                                   never lost); with no open pull request, it creates BRANCH, or
#                                   replaces one left by a closed pull request only while it is still
#                                   at the commit this checkout saw
#
# Environment: BRANCH, DEFAULT_BRANCH, BASE_KIND (pull-request | default), RUN_MARK (a trailer such
# as `Regen-Run: 123`, put on every commit so that the workflow's push trigger skips its own pushes).
# Writes `merged=true|false`, `pushed=true|false` and `ahead=N` to GITHUB_OUTPUT when that is set.
set -euo pipefail

: "${BRANCH:?}" "${DEFAULT_BRANCH:?}" "${BASE_KIND:?}" "${RUN_MARK:?}"
case "$BASE_KIND" in pull-request | default) ;; *) echo "branch.sh: BASE_KIND must be pull-request or default, not '$BASE_KIND'" >&2; exit 2 ;; esac

default_ref="refs/remotes/origin/$DEFAULT_BRANCH"
branch_ref="refs/remotes/origin/$BRANCH"

output() {
  if [ -n "${GITHUB_OUTPUT:-}" ]; then echo "$1" >> "$GITHUB_OUTPUT"; fi
  echo "$1"
}

sync() {
  git fetch --quiet --no-tags origin "+refs/heads/$DEFAULT_BRANCH:$default_ref"
  # What the branch is now (absent: no ref), for the lease in `push`.
  git update-ref -d "$branch_ref"
  git fetch --quiet --no-tags origin "+refs/heads/$BRANCH:$branch_ref" 2>/dev/null || true
  if [ "$BASE_KIND" = default ]; then
    echo "on $DEFAULT_BRANCH: nothing to bring up to date"
    output 'merged=false'
    return 0
  fi
  if git merge-base --is-ancestor "$default_ref" HEAD; then
    echo "$BRANCH already contains $DEFAULT_BRANCH"
    output 'merged=false'
    return 0
  fi
  if ! git merge --quiet --no-ff --no-commit "$default_ref" >/dev/null; then
    # generated/ is output: a conflict there alone is settled by taking the default branch's side,
    # and the workflow regenerates generated/ from the branch's spec right after (merged=true).
    # Any other conflict is a person's to settle.
    local conflicted
    conflicted=$(git diff --name-only --diff-filter=U)
    if [ -z "$conflicted" ] || printf '%s\n' "$conflicted" | grep -qv '^generated/'; then
      git merge --abort 2>/dev/null || true
      echo "::error::$BRANCH conflicts with $DEFAULT_BRANCH in $(printf '%s\n' "$conflicted" | grep -v '^generated/' | head -n 3 | paste -sd ' ' -): merge $DEFAULT_BRANCH into it by hand; this run changed nothing" >&2
      return 1
    fi
    printf '%s\n' "$conflicted" | xargs -d '\n' git checkout --theirs --
    printf '%s\n' "$conflicted" | xargs -d '\n' git add --
  fi
  git commit --quiet --no-edit -m "Merge $DEFAULT_BRANCH into $BRANCH" -m "$RUN_MARK"
  echo "merged $DEFAULT_BRANCH into $BRANCH"
  output 'merged=true'
}

commit() {
  local message=$1
  shift
  git add -- "$@"
  if git diff --cached --quiet; then
    echo "nothing to commit in $*"
    return 0
  fi
  git commit --quiet -m "$message" -m "$RUN_MARK"
}

push() {
  local ahead
  ahead=$(git rev-list --count "$default_ref..HEAD")
  output "ahead=$ahead"
  if [ "$BASE_KIND" = pull-request ]; then
    if [ "$(git rev-parse HEAD)" = "$(git rev-parse -q --verify "$branch_ref" || true)" ]; then
      output 'pushed=false'
      return 0
    fi
    # No force of any kind: only a fast-forward of the open pull request's branch.
    git push --quiet origin "HEAD:refs/heads/$BRANCH"
  else
    if [ "$ahead" = 0 ]; then
      output 'pushed=false'
      return 0
    fi
    # No open pull request: the branch is absent (empty lease) or left by a closed one; the lease
    # replaces it only while it is still at the commit this checkout fetched.
    local seen
    seen=$(git rev-parse -q --verify "$branch_ref" || true)
    git push --quiet --force-with-lease="refs/heads/$BRANCH:$seen" origin "HEAD:refs/heads/$BRANCH"
  fi
  output 'pushed=true'
}

command=${1:-}
shift || true
case "$command" in
  sync) sync ;;
  commit) commit "$@" ;;
  push) push ;;
  *) echo "usage: branch.sh sync | commit MESSAGE PATH... | push" >&2; exit 2 ;;
esac
