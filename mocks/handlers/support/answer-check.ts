import { isContractChecking, recordViolations } from '../../control/contract-violations';
import { responseMismatches } from '../../contract/validator';
import { faultHeader } from './fault-answers';

const isJsonType = (type: string) => /^application\/(?:[\w.+-]+\+)?json(?:;|$)/i.test(type.trim());

/**
 * Checks an answer against the contract and records every mismatch (mocks/control/
 * contract-violations.ts). Only a fault's made-up answer, marked `x-simulation-fault`, and a
 * dropped connection are left out; an answer that is not JSON is a mismatch like any other.
 */
export const checkAnswer = async (operationId: string, response: Response): Promise<void> => {
  if (!isContractChecking() || response.type === 'error' || response.headers.has(faultHeader)) return;
  const text = await response.clone().text();
  const where = `${operationId} ${response.status}: (root)`;
  if (text === '') {
    recordViolations(responseMismatches(operationId, response.status, undefined));
    return;
  }
  const type = response.headers.get('content-type') ?? '';
  if (!isJsonType(type)) {
    recordViolations([`${where} is sent as ${type === '' ? 'no content type' : type}, not JSON`]);
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    recordViolations([`${where} is not valid JSON`]);
    return;
  }
  recordViolations(responseMismatches(operationId, response.status, body));
};
