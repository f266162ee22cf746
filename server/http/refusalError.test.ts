import { describe, expect, it } from 'vitest';
import { refuse } from '../../src/contracts/api/refusal';
import { refusalError, type RefusalTable } from './refusalError';

type Reason = 'card_locked' | 'too_poor';
const table: RefusalTable<Reason> = {
  card_locked: { status: 409, code: 'conflict', message: 'The card is in {{where}}' },
  too_poor: { status: 409, code: 'insufficient_funds', message: 'Not enough coin' },
};

describe('refusalError', () => {
  it('answers the table status and code, with reason and params for the client to word', () => {
    const error = refusalError(refuse('card_locked', { where: 'a team' }), table);
    expect(error.status).toBe(409);
    expect(error.toBody()).toEqual({
      error: { code: 'conflict', message: 'The card is in a team', reason: 'card_locked', params: { where: 'a team' } },
    });
  });

  it('leaves params out when there are none and keeps the field', () => {
    expect(refusalError(refuse('too_poor'), table, 'cardId').toBody()).toEqual({
      error: { code: 'insufficient_funds', message: 'Not enough coin', field: 'cardId', reason: 'too_poor' },
    });
  });
});
