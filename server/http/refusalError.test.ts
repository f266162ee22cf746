import { describe, expect, it } from 'vitest';
import { refuse } from '../../src/contracts/api/refusal';
import { refusalError, type RefusalTable } from './refusalError';

type Reason = 'card_locked' | 'too_poor';
const table: RefusalTable<Reason> = {
  card_locked: { status: 409, code: 'conflict' },
  too_poor: { status: 409, code: 'insufficient_funds' },
};

describe('refusalError', () => {
  it('answers the table status and code, with reason and params for the client to word (no English words)', () => {
    const error = refusalError(refuse('card_locked', { where: 'a team' }), table);
    expect(error.status).toBe(409);
    expect(error.toBody()).toEqual({
      error: { code: 'conflict', message: 'card_locked', reason: 'card_locked', params: { where: 'a team' } },
    });
  });

  it('leaves params out when there are none and keeps the field', () => {
    expect(refusalError(refuse('too_poor'), table, 'cardId').toBody()).toEqual({
      error: { code: 'insufficient_funds', message: 'too_poor', field: 'cardId', reason: 'too_poor' },
    });
  });
});
