/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'src/**/*.stories.tsx',
  outDir: 'build/stories',
  viteConfig: '.ladle/vite.config.ts',
};
