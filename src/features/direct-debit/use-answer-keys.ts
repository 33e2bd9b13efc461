import { useRef } from 'react';
import { needsNewIdempotencyKey } from '../../api';

/**
 * Decision 021's rule for a request the member may press again: the Idempotency-Key of a request
 * is kept until the server has answered it, so the same request pressed again after a lost answer
 * or a server failure is answered with what the server did, never done twice (a second mandate, a
 * second SMS). An answered refusal (4xx) is kept by the server for its key, so the next press
 * gets a new one, and so does a request with other content (the member changed the form).
 */
export const useAnswerKeys = () => {
  const unanswered = useRef<{ content: string; key: string } | undefined>(undefined);
  return {
    /** The key for a request with this content (its body, as JSON). */
    keyFor: (content: string): string => {
      if (unanswered.current?.content !== content) unanswered.current = { content, key: crypto.randomUUID() };
      return unanswered.current.key;
    },
    /** The request ended: answered (no error, or a refusal), or not (its key stays). */
    settled: (error?: unknown) => {
      if (error === undefined || needsNewIdempotencyKey(error)) unanswered.current = undefined;
    },
  };
};

/** Sends `send` with the key for its body, and settles the key by the outcome. */
export const withAnswerKey = async <Body, Answer>(
  keys: ReturnType<typeof useAnswerKeys>,
  body: Body,
  send: (body: Body, key: string) => Promise<Answer>,
): Promise<Answer> => {
  const key = keys.keyFor(JSON.stringify(body));
  try {
    const answer = await send(body, key);
    keys.settled();
    return answer;
  } catch (error) {
    keys.settled(error);
    throw error;
  }
};
