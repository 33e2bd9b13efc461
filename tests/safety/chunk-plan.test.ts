import { describe, expect, it } from 'vitest';
import { chunkPlanOf, type PlannedChunk } from '../../scripts/chunk-plan';

const chunk = (
  fileName: string,
  moduleIds: string[],
  {
    imports = [],
    isEntry = false,
    facade = null,
  }: { imports?: string[]; isEntry?: boolean; facade?: string | null } = {},
): PlannedChunk => ({ type: 'chunk', fileName, imports, isEntry, facadeModuleId: facade, moduleIds });

/** A first build shaped like the app's: the entry, React's renderer, the start, the chrome, a screen. */
const firstBuild = [
  chunk('index.js', ['/p/src/main.tsx', '/p/src/api/early-answers.ts'], {
    isEntry: true,
    facade: '/p/index.html',
  }),
  chunk('react.js', ['/p/node_modules/react/index.js']),
  chunk('client.js', ['/p/node_modules/react-dom/client.js', '/p/node_modules/scheduler/index.js'], {
    imports: ['react.js'],
    facade: '/p/node_modules/react-dom/client.js',
  }),
  chunk('start.js', ['/p/src/app/start.tsx', '/p/src/app/router.tsx'], {
    imports: ['index.js', 'react.js', 'client.js', 'skeleton.js', 'query.js'],
    facade: '/p/src/app/start.tsx',
  }),
  chunk('skeleton.js', ['/p/src/ui/skeleton.tsx'], { imports: ['react.js'] }),
  chunk('query.js', ['/p/node_modules/@tanstack/query-core/build/modern/queryClient.js']),
  chunk('member-chrome.js', ['/p/src/app/member-chrome.tsx'], {
    imports: ['start.js', 'chat-hooks.js', 'skeleton.js'],
    facade: '/p/src/app/member-chrome.tsx',
  }),
  chunk('chat-hooks.js', ['/p/generated/hooks/chat/chat.ts']),
  chunk('settings-page.js', ['/p/src/features/account/settings-page.tsx'], {
    imports: ['skeleton.js', 'button.js'],
    facade: '/p/src/features/account/settings-page.tsx',
  }),
  chunk('button.js', ['/p/node_modules/react-aria-components/dist/Button.mjs']),
  { type: 'asset' },
];

describe('the chunk plan of the first render (decision 023)', () => {
  const plan = chunkPlanOf(firstBuild);

  it('puts what the start loads beyond the entry and React into the app chunk', () => {
    expect(plan.app.sort()).toEqual(
      [
        '/p/node_modules/@tanstack/query-core/build/modern/queryClient.js',
        '/p/src/app/router.tsx',
        '/p/src/app/start.tsx',
        '/p/src/ui/skeleton.tsx',
      ].sort(),
    );
  });

  it('puts what only the member chrome adds into its chunk', () => {
    expect(plan.memberChrome.sort()).toEqual(
      ['/p/generated/hooks/chat/chat.ts', '/p/src/app/member-chrome.tsx'].sort(),
    );
  });

  it("leaves a screen's own modules to the bundler", () => {
    const planned = [...plan.app, ...plan.memberChrome];
    expect(planned).not.toContain('/p/src/features/account/settings-page.tsx');
    expect(planned).not.toContain('/p/node_modules/react-aria-components/dist/Button.mjs');
  });

  it('stops the build when the first build has no start to plan from', () => {
    expect(() =>
      chunkPlanOf(firstBuild.filter((item) => !('fileName' in item) || item.fileName !== 'start.js')),
    ).toThrow(/no chunk for \/src\/app\/start.tsx/);
  });
});
