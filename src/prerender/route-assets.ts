/** One chunk of Vite's build manifest (`<dist>/.vite/manifest.json`), as far as it is read here. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The built files a module needs before it can render: its chunks and their stylesheets. */
export interface ChunkAssets {
  scripts: string[];
  stylesheets: string[];
}

/**
 * What loading the given source modules (a screen, a catalogue) brings in, as URLs, in load order
 * and without repeats; the entry's own files are left out, index.html links them already. The
 * prerendered page links these stylesheets so its markup is styled on the first paint (the app's
 * loader then finds them in place and does not add them twice), and preloads these chunks so the
 * app takes over sooner.
 */
export const chunkAssets = (manifest: Manifest, sources: readonly string[]): ChunkAssets => {
  const seen = new Set<string>();
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || chunk === undefined || key === 'index.html') return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) if (!stylesheets.includes(`/${css}`)) stylesheets.push(`/${css}`);
  };
  for (const source of sources) {
    if (manifest[source] === undefined) throw new Error(`The build manifest lacks ${source}`);
    visit(source);
  }
  return { scripts, stylesheets };
};
