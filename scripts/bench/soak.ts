import type { Browser, CDPSession } from '@playwright/test';
import { longConversationId } from '../../mocks/seed/social';
import { visitContext } from './cold-load';
import { figure, round, type Figure } from './figure';
import type { SessionCookie } from './sim-server';
import { trackInFlight } from './steady-polls';

/** Issue 21 item 6: after 30 simulated minutes the heap is within 10 % of its size after the first. */
export const soakGoals = { heapRatio: { max: 1.1 }, domNodesRatio: { max: 1.1 } } as const;

/**
 * premium's conversation of 10,000 messages: its history fills the screen from the first minute, so
 * what the messages of the next 30 minutes add is all that may grow (a short conversation's window
 * fills up as they arrive).
 */
const conversationId = longConversationId;
const minutes = 30;

export interface Soak {
  path: string;
  simulatedMinutes: number;
  messagesSent: number;
  messagesReceived: number;
  /** The conversation's messages at the end, as the API lists them (the seeded 10 plus both sides'). */
  messagesInConversation: number;
  /** JS heap in use after a forced garbage collection, MB. */
  heapMbAfterFirstMinute: number;
  heapMbAtEnd: number;
  heapRatio: Figure;
  domNodesAfterFirstMinute: number;
  domNodesAtEnd: number;
  domNodesRatio: Figure;
  realSeconds: number;
}

/** Heap in use after a full collection, and the document's node count, through the DevTools Protocol. */
const measure = async (cdp: CDPSession) => {
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const counters = await cdp.send('Memory.getDOMCounters');
  return { heapMb: round(heap.usedSize / 1024 / 1024, 2), nodes: counters.nodes };
};

const control = async (origin: string, path: string, body: unknown) => {
  const answer = await fetch(`${origin}${path}`, { method: 'POST', body: JSON.stringify(body) });
  if (!answer.ok) throw new Error(`${path} answered ${String(answer.status)}`);
};

/**
 * A member's session left open on a conversation for 30 simulated minutes: Playwright's fake clock
 * runs the page's timers (the polls every 60 s, the conversation's own checking) in 5 s steps, the
 * simulation's clock moves with it, and each minute the partner writes (a control call, as a push
 * would announce it) and the member answers by keyboard. The heap and the node count after the
 * first minute are compared with the end: a leak grows them with every minute.
 */
export const soak = async (browser: Browser, origin: string, cookie: SessionCookie): Promise<Soak> => {
  const began = Date.now();
  const context = await visitContext(browser, origin, { visit: 'returning', cookie });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.clock.install();
    const settled = trackInFlight(page);
    const path = `/chats/${String(conversationId)}`;
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
    const partner = await page.evaluate(async (id) => {
      const answer = await fetch('/api/chats.php');
      const body = (await answer.json()) as {
        chats: { conversation: { id: number }; profile: { id: number } }[];
      };
      return body.chats.find((chat) => chat.conversation.id === id)?.profile.id;
    }, conversationId);
    if (partner === undefined) throw new Error(`premium has no conversation ${String(conversationId)}`);
    const composer = page.getByRole('textbox', { name: /^Message to / });

    let sent = 0;
    let received = 0;
    let first: { heapMb: number; nodes: number } | undefined;
    for (let minute = 1; minute <= minutes; minute += 1) {
      await control(origin, '/__sim/push', {
        to: 'premium@sim.test',
        from: partner,
        text: `Minute ${String(minute)}: still there?`,
      });
      received += 1;
      await composer.focus();
      await page.keyboard.type(`Yes, minute ${String(minute)}`);
      // The send's answer before the fake clock moves on: its patience is counted on that clock.
      const answered = page.waitForResponse(
        (response) => response.request().method() === 'POST' && response.url().includes('/api/messages.php'),
      );
      await page.keyboard.press('Enter');
      if ((await answered).status() === 201) sent += 1;
      for (let second = 0; second < 60; second += 5) {
        await page.clock.runFor(5_000);
        await settled();
      }
      await control(origin, '/__sim/clock', { advance_seconds: 60 });
      if (minute === 1) first = await measure(cdp);
    }
    const end = await measure(cdp);
    const stored = await page.evaluate(async (id) => {
      const answer = await fetch(`/api/messages.php?conversation=${String(id)}&limit=100`);
      return ((await answer.json()) as { messages: unknown[] }).messages.length;
    }, conversationId);
    if (first === undefined) throw new Error('the first minute was not measured');
    return {
      path,
      simulatedMinutes: minutes,
      messagesSent: sent,
      messagesReceived: received,
      messagesInConversation: stored,
      heapMbAfterFirstMinute: first.heapMb,
      heapMbAtEnd: end.heapMb,
      heapRatio: figure(round(end.heapMb / first.heapMb, 3), soakGoals.heapRatio),
      domNodesAfterFirstMinute: first.nodes,
      domNodesAtEnd: end.nodes,
      domNodesRatio: figure(round(end.nodes / first.nodes, 3), soakGoals.domNodesRatio),
      realSeconds: Math.round((Date.now() - began) / 1000),
    };
  } finally {
    await context.close();
  }
};
