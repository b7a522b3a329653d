/** The judge of the stand-in can fail: requests and responses api.github.com's description does not allow are each found. */
import { describe, expect, it } from 'vitest';
import { requestProblems, responseProblems } from './github-contract.ts';

const API = 'http://127.0.0.1:1';
const comments = `${API}/repos/o/r/issues/7/comments`;

describe('requestProblems', () => {
  it('allows what the action sends', () => {
    expect(requestProblems('GET', new URL(`${comments}?per_page=100&page=2`), undefined)).toEqual([]);
    expect(requestProblems('POST', new URL(comments), { body: 'x' })).toEqual([]);
    expect(requestProblems('PATCH', new URL(`${API}/repos/o/r/issues/comments/5`), { body: 'x' })).toEqual([]);
    expect(requestProblems('DELETE', new URL(`${API}/repos/o/r/issues/comments/5`), undefined)).toEqual([]);
    expect(requestProblems('GET', new URL(`${API}/user`), undefined)).toEqual([]);
  });

  it.each([
    ['an operation that does not exist', 'GET', `${API}/repos/o/r/issues/7/commentz`, undefined],
    ['a method the path lacks', 'PUT', comments, { body: 'x' }],
    ['a per_page that is no integer', 'GET', `${comments}?per_page=1.5`, undefined],
    ['an undeclared query parameter', 'GET', `${comments}?token=abc`, undefined],
    ['a page that is no number', 'GET', `${comments}?page=two`, undefined],
    ['an issue number that is no number', 'GET', `${API}/repos/o/r/issues/seven/comments`, undefined],
    ['a create without its body', 'POST', comments, undefined],
    ['a body of the wrong type', 'POST', comments, { body: 5 }],
    ['a body missing its required field', 'PATCH', `${API}/repos/o/r/issues/comments/5`, { text: 'x' }],
    ['a body where none is taken', 'DELETE', `${API}/repos/o/r/issues/comments/5`, { body: 'x' }],
  ])('finds %s', (_case, method, url, body) => {
    expect(requestProblems(method, new URL(url), body).length).toBeGreaterThan(0);
  });
});

describe('responseProblems', () => {
  it.each([
    ['a status the operation does not list', 'GET', comments, 500, { message: 'x' }],
    ['a list of comments missing required fields', 'GET', comments, 200, [{ id: 1, body: 'x' }]],
    ['a comment id that is a string', 'POST', comments, 201, { id: '1' }],
    ['a body on a 204', 'DELETE', `${API}/repos/o/r/issues/comments/5`, 204, { ok: true }],
    ['a 403 body without its message', 'POST', comments, 403, { documentation_url: 5 }],
  ])('finds %s', (_case, method, url, status, body) => {
    expect(responseProblems(method, new URL(url), status, body).length).toBeGreaterThan(0);
  });
});
