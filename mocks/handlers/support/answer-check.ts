import { isContractChecking, recordViolations } from '../../control/contract-violations';
import { responseMismatches } from '../../contract/validator';
import { faultHeader } from './fault-answers';

const isJsonType = (type: string) => /^application\/(?:[\w.+-]+\+)?json(?:;|$)/i.test(type.trim());

/**
 * Checks an answer against the contract and records every mismatch (mocks/control/
 * contract-violations.ts). Only a fault's made-up answer, marked `x-simulation-fault`, and a
 * dropped connection are left out; an answer that is not JSON is a mismatch like any other. Answers
 * what it found, for the request log.
 */
export const checkAnswer = async (operationId: string, response: Response): Promise<string[]> => {
  if (!isContractChecking() || response.type === 'error' || response.headers.has(faultHeader)) return [];
  const found = await mismatchesOf(operationId, response);
  recordViolations(found);
  return found;
};

const mismatchesOf = async (operationId: string, response: Response): Promise<string[]> => {
  const text = await response.clone().text();
  const where = `${operationId} ${response.status}: (root)`;
  if (text === '') return responseMismatches(operationId, response.status, undefined);
  const type = response.headers.get('content-type') ?? '';
  if (!isJsonType(type)) return [`${where} is sent as ${type === '' ? 'no content type' : type}, not JSON`];
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    return [`${where} is not valid JSON`];
  }
  return responseMismatches(operationId, response.status, body);
};
