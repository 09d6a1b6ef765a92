import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseUnavailability } from './database.ts';

const withCode = (code: string, message = 'driver error') => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) =>
  new DrizzleQueryError('select 1 from users where email = $1', ['a@b.c'], cause as Error);

describe('databaseUnavailability: which failures mean "the database, not the request"', () => {
  it.each([
    ['statement_timeout (57014)', withCode('57014'), 'busy'],
    ['lock_timeout (55P03)', withCode('55P03'), 'busy'],
    ['too_many_connections (53300)', withCode('53300'), 'busy'],
    ['a full pool', new Error('timeout exceeded when trying to connect'), 'busy'],
    ['admin_shutdown (57P01)', withCode('57P01'), 'unreachable'],
    ['cannot_connect_now (57P03)', withCode('57P03'), 'unreachable'],
    ['connection_failure (08006)', withCode('08006'), 'unreachable'],
    ['a refused connection', withCode('ECONNREFUSED'), 'unreachable'],
    ['a reset connection', withCode('ECONNRESET'), 'unreachable'],
    ['a lost connection', new Error('Connection terminated unexpectedly'), 'unreachable'],
    ['every address refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), 'unreachable'],
  ] as const)('%s → %s, bare or wrapped by drizzle', (_name, error, expected) => {
    expect(databaseUnavailability(error)).toBe(expected);
    expect(databaseUnavailability(wrapped(error))).toBe(expected);
  });

  it('leaves the request’s own faults (and anything else) alone', () => {
    expect(databaseUnavailability(withCode('23505'))).toBeUndefined(); // unique_violation
    expect(databaseUnavailability(withCode('22P02'))).toBeUndefined(); // invalid_text_representation
    expect(databaseUnavailability(new Error('boom'))).toBeUndefined();
    expect(databaseUnavailability('Connection terminated')).toBeUndefined();
    expect(databaseUnavailability(undefined)).toBeUndefined();
  });

  it('is not fooled by a parameter that reads like a connection error', () => {
    const query = new DrizzleQueryError(
      'insert into calls (name) values ($1)',
      ['Connection terminated'],
      withCode('23505'),
    );
    expect(query.message).toContain('Connection terminated');
    expect(databaseUnavailability(query)).toBeUndefined();
  });
});
