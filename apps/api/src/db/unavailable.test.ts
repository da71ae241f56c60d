import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const withCode = (code: string, message = 'from the server') => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new DrizzleQueryError('select * from users where email = $1', ['a@b.c'], cause);

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET', 'read ECONNRESET')],
    ['a terminated connection', new Error('Connection terminated unexpectedly')],
    [
      'a connect timeout (pg-pool)',
      new Error('Connection terminated due to connection timeout', { cause: new Error('timeout expired') }),
    ],
    ['no free connection in time', new Error('timeout exceeded when trying to connect')],
    ['a query read timeout', new Error('Query read timeout')],
    ['a statement timeout', withCode('57014', 'canceling statement due to statement timeout')],
    ['an administrator shutdown', withCode('57P01', 'terminating connection due to administrator command')],
    ['a server still starting', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (class 08)', withCode('08006', 'connection failure')],
    ['any of these inside Drizzle’s error', wrapped(withCode('ECONNREFUSED'))],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(withCode('23505', 'duplicate key value violates unique constraint'))],
    ['a missing table', wrapped(withCode('42P01', 'relation "nope" does not exist'))],
    ['a bug', new TypeError('cannot read properties of undefined')],
    ['a query whose parameters look like a network error', new Error('Failed query: x\nparams: ECONNREFUSED')],
    ['nothing at all', undefined],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
