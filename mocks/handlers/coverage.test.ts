import { describe, expect, it } from 'vitest';
import { contractOperations } from '../contract/document';
import { handlers } from '.';
import { simulatedOperations } from './support/operation';

describe('simulated backend coverage', () => {
  it('has rules for every operation of the contract, and none the contract lacks', () => {
    expect(handlers.length).toBeGreaterThan(contractOperations.size);
    expect([...contractOperations.keys()].filter((id) => !simulatedOperations.has(id))).toEqual([]);
    expect([...simulatedOperations].filter((id) => !contractOperations.has(id))).toEqual([]);
  });
});
