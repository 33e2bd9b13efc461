import type { Browser, CDPSession, Page } from '@playwright/test';
import { longConversationId } from '../../mocks/seed/social';
import { visitContext } from './cold-load';
import { figure, round, type Figure } from './figure';
import type { SessionCookie } from './sim-server';
import { trackInFlight } from './steady-polls';

/**
 * Issue 21 item 6: after 30 simulated minutes the heap is within 10 % of its size after the first,
 * and the document's node count flat.
 */
export const soakGoals = {
  heapRatio: { max: 1.1 },
  // Flat: within a few nodes of a hundred (a row more or less on the screen is about 3 %).
  domNodesRatio: { max: 1.05 },
} as const;

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
  /** The conversation's messages newer than the history at the start, as the API lists them at the end. */
  messagesAdded: number;
  /**
   * The JS heap's objects after a forced garbage collection, MB, without the code V8 compiled
   * (heap snapshot: every object's own size but the `code` ones). What a leak grows.
   */
  heapMbAfterFirstMinute: number;
  heapMbAtEnd: number;
  heapRatio: Figure;
  /**
   * The whole JS heap in use (Runtime.getHeapUsage), MB, compiled code included: it grows as V8
   * compiles and optimizes more of the page's functions the longer they run (measured at 1.22 in
   * 30 minutes against 1.02 for the same session with `--jitless`, where nothing is compiled).
   */
  heapWithCodeMbAfterFirstMinute: number;
  heapWithCodeMbAtEnd: number;
  /** Nodes in the document (elements, text, comments). */
  domNodesAfterFirstMinute: number;
  domNodesAtEnd: number;
  domNodesRatio: Figure;
  /**
   * The renderer's node counter (Memory.getDOMCounters): also the nodes no longer in the document
   * but not collected, among them those the composer's undo history keeps (Chrome keeps up to 1,000
   * editing steps, each typed character one): 2 more each minute, held by the browser.
   */
  nodeCounterAfterFirstMinute: number;
  nodeCounterAtEnd: number;
  /**
   * Whether the history ends at its latest message, as a member who never scrolled left it: each
   * new message keeps them there (no "jump to the latest" button, nothing under the fold).
   */
  endsAtLatest: boolean;
  realSeconds: number;
}

/** Objects' own sizes in a heap snapshot but the compiled code (and the browser's own C++ objects). */
const heapWithoutCode = (text: string): number => {
  const snapshot = JSON.parse(text) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
    nodes: number[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const types = snapshot.snapshot.meta.node_types[0];
  let bytes = 0;
  for (let at = 0; at < snapshot.nodes.length; at += fields.length) {
    const type = types[snapshot.nodes[at + typeAt] ?? -1];
    // `native`: Blink's objects (DOM, layout), outside the JS heap; `code`: what V8 compiled.
    if (type !== 'code' && type !== 'native' && type !== 'synthetic')
      bytes += snapshot.nodes[at + sizeAt] ?? 0;
  }
  return bytes;
};

/**
 * The heap after a full collection (with and without compiled code) and the nodes, through the
 * DevTools Protocol and the page.
 */
const measure = async (page: Page, cdp: CDPSession) => {
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => {
    chunks.push(chunk);
  };
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const counters = await cdp.send('Memory.getDOMCounters');
  const documentNodes = await page.evaluate(() => {
    const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
    let count = 0;
    while (walker.nextNode() !== null) count += 1;
    return count;
  });
  return {
    heapMb: round(heapWithoutCode(chunks.join('')) / 1024 / 1024, 2),
    heapWithCodeMb: round(heap.usedSize / 1024 / 1024, 2),
    nodes: documentNodes,
    nodeCounter: counters.nodes,
  };
};

const control = async (origin: string, path: string, body: unknown) => {
  const answer = await fetch(`${origin}${path}`, { method: 'POST', body: JSON.stringify(body) });
  if (!answer.ok) throw new Error(`${path} answered ${String(answer.status)}`);
};

/** The API as the member, from the bench (before the page exists). */
const asMember = async <T>(origin: string, cookie: SessionCookie, path: string): Promise<T> => {
  const answer = await fetch(`${origin}${path}`, { headers: { cookie: `${cookie.name}=${cookie.value}` } });
  if (!answer.ok) throw new Error(`${path} answered ${String(answer.status)}`);
  return (await answer.json()) as T;
};

interface Listed {
  id: number;
  text: string | null;
}

/**
 * A member's session left open on a conversation for 30 simulated minutes: Playwright's fake clock
 * runs the page's timers (the polls every 60 s, the conversation's own checking) in 5 s steps, the
 * simulation's clock moves with it, and each minute the partner writes (a control call, as a push
 * would announce it) and the member answers by keyboard. The heap and the node count after the
 * first minute are compared with the end: a leak grows them with every minute.
 *
 * Like with like: the 60 new messages say what the 60 newest of the history say, in that order, so
 * the screen at the end holds rows of the same lengths as at the start (short messages of their own
 * would fit more rows on the screen: more nodes, and no leak). And the conversation is read before
 * it opens, so neither screen has the "new messages" divider and its way back (a button that shows
 * once the divider is scrolled past, as it is by the end).
 */
export const soak = async (browser: Browser, origin: string, cookie: SessionCookie): Promise<Soak> => {
  const began = Date.now();
  // The newest page's answer reads the conversation (the server marks it read).
  const history = await asMember<{ messages: Listed[] }>(
    origin,
    cookie,
    `/api/messages.php?conversation=${String(conversationId)}&limit=${String(minutes * 2)}`,
  );
  const texts = history.messages.flatMap((message) => (message.text === null ? [] : [message.text]));
  const newestSeeded = Math.max(...history.messages.map((message) => message.id));
  const textOf = (index: number) => texts[index % texts.length] ?? `Message ${String(index)}`;
  const chats = await asMember<{ chats: { conversation: { id: number }; profile: { id: number } }[] }>(
    origin,
    cookie,
    '/api/chats.php',
  );
  const partner = chats.chats.find((chat) => chat.conversation.id === conversationId)?.profile.id;
  if (partner === undefined) throw new Error(`premium has no conversation ${String(conversationId)}`);

  const context = await visitContext(browser, origin, { visit: 'returning', cookie });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.clock.install();
    const settled = trackInFlight(page);
    const path = `/chats/${String(conversationId)}`;
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
    const composer = page.getByRole('textbox', { name: /^Message to / });

    let sent = 0;
    let received = 0;
    let first: Awaited<ReturnType<typeof measure>> | undefined;
    for (let minute = 1; minute <= minutes; minute += 1) {
      await control(origin, '/__sim/push', {
        to: 'premium@sim.test',
        from: partner,
        text: textOf(minute * 2 - 2),
      });
      received += 1;
      await composer.focus();
      await page.keyboard.type(textOf(minute * 2 - 1));
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
      if (minute === 1) first = await measure(page, cdp);
    }
    const end = await measure(page, cdp);
    const added = await asMember<{ messages: Listed[] }>(
      origin,
      cookie,
      `/api/messages.php?conversation=${String(conversationId)}&limit=100`,
    );
    if (first === undefined) throw new Error('the first minute was not measured');
    const endsAtLatest = await page.getByRole('region', { name: /^Messages with / }).evaluate(
      // The list's own "at the latest" margin (message-list.tsx).
      (history) => history.scrollHeight - history.scrollTop - history.clientHeight <= 80,
    );
    return {
      path,
      simulatedMinutes: minutes,
      messagesSent: sent,
      messagesReceived: received,
      messagesAdded: added.messages.filter((message) => message.id > newestSeeded).length,
      heapMbAfterFirstMinute: first.heapMb,
      heapMbAtEnd: end.heapMb,
      heapRatio: figure(round(end.heapMb / first.heapMb, 3), soakGoals.heapRatio),
      heapWithCodeMbAfterFirstMinute: first.heapWithCodeMb,
      heapWithCodeMbAtEnd: end.heapWithCodeMb,
      domNodesAfterFirstMinute: first.nodes,
      domNodesAtEnd: end.nodes,
      domNodesRatio: figure(round(end.nodes / first.nodes, 3), soakGoals.domNodesRatio),
      nodeCounterAfterFirstMinute: first.nodeCounter,
      nodeCounterAtEnd: end.nodeCounter,
      endsAtLatest,
      realSeconds: Math.round((Date.now() - began) / 1000),
    };
  } finally {
    await context.close();
  }
};
