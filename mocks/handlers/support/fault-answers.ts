import { delay, HttpResponse } from 'msw';
import { lateAnswerMs, type Fault } from '../../control/faults';

/**
 * What an injected fault answers (mocks/control/faults.ts). Every answer a fault makes up carries
 * `x-simulation-fault`, so the contract check knows it is deliberate and nobody mistakes it for
 * the rules' answer; a dropped connection has no answer to mark.
 */
export const faultHeader = 'x-simulation-fault';

/** A fault that fires before the rules: its answer, or undefined when the rules should run after all. */
export const faultAnswer = async (fault: Fault): Promise<Response | undefined> => {
  if (fault.delayMs !== undefined) await delay(fault.delayMs);
  if (fault.drop === true) return HttpResponse.error();
  if (fault.malformed === true)
    return new HttpResponse('{"user": {', {
      status: fault.status ?? 200,
      headers: { 'content-type': 'application/json', [faultHeader]: 'malformed' },
    });
  if (fault.status !== undefined) {
    return HttpResponse.json(
      { error: { code: fault.code ?? 'server_error', message: 'Injected fault' } },
      { status: fault.status, headers: { [faultHeader]: 'status' } },
    );
  }
  return undefined;
};

/** A fault that fires after the rules: the answer they gave never arrives in time, or at all. */
export const loseAnswer = async (
  how: NonNullable<Fault['loseAnswer']>,
  delayMs: number | undefined,
  response: Response,
): Promise<Response> => {
  if (how === 'drop') return HttpResponse.error();
  await delay(delayMs ?? lateAnswerMs);
  // The rules' own answer (already checked against the contract), marked as having come late.
  response.headers.set(faultHeader, 'late');
  return response;
};
