// Fewer files for the screens users open first (the tab roots: home, mall, me). Left to the
// bundler's default splitting, each of them loaded some twenty small shared chunks of 1 to 2 KB
// beside its own: on a phone's HTTP/1.1 connection (six at a time, a round trip each) and in
// Lighthouse's simulation of one, which divides the bandwidth among the requests in flight, those
// small files held back the large ones they travelled with (docs/decisions/016-first-screens.md).
//
// Once the module graph is known, this plugin walks each tab root's static imports and sorts what
// it finds into code-splitting groups:
// - a module only one tab root needs goes into that screen's chunk (`<name>-screen`);
// - a module two or more of them need goes into one chunk they share (`tab-common`), unless it
//   waits for its own texts at the top (it imports lib/texts.ts): it would make every tab root
//   wait for texts only one of them shows, so it keeps a chunk of its own.
// Left out of both, where the other groups or the default splitting put them: zod and the modules
// that import it (a chunk keeps every schema of a contract module that it holds, and with them zod,
// 26 KB gzip; the tab roots use none of them), the forms (their own group) and what only the icons'
// index reaches.
//
// Only the modules named are moved (`includeDependenciesRecursively: false`): what they import
// stays where it was and is imported from there. `chunkCycles` checks the output has no circular
// imports between chunks, which that setting could otherwise produce.
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type Group = { name: string; test: (id: string) => boolean; priority: number; includeDependenciesRecursively: boolean };

const ZOD = /node_modules[\\/]zod[\\/]/;
/**
 * The icons' index re-exports every icon (antd-mobile's components import their icons from it): a
 * walk through it would take every icon the panel uses anywhere into the tab roots' chunk (120 KB).
 * The panel imports each icon from its own file; what only the index reaches is left to the default
 * splitting.
 */
const ICONS_INDEX = /node_modules[\\/]antd-mobile-icons[\\/]es[\\/]index\.js$/;
const TEXTS = /src[\\/]lib[\\/]texts\.ts$/;

/**
 * The plugin and the groups it fills: `roots` names each tab root's module (relative to the web
 * app's folder); `leaveOut` matches modules another group takes (the forms).
 */
export function tabRootChunks({ roots, leaveOut, priority = 0 }: { roots: Record<string, string>; leaveOut: RegExp; priority?: number }) {
  const own = new Map<string, Set<string>>(Object.keys(roots).map((name) => [name, new Set<string>()]));
  const shared = new Set<string>();
  let base = process.cwd();
  const plugin: Plugin = {
    name: 'panel:tab-root-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.root;
    },
    buildEnd(error) {
      if (error) return;
      const users = new Map<string, number>();
      const reached = new Map<string, Set<string>>();
      for (const [name, module] of Object.entries(roots)) {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id) || ZOD.test(id) || ICONS_INDEX.test(id) || leaveOut.test(id)) return;
          const info = this.getModuleInfo(id);
          if (!info || info.importedIds.some((dep) => ZOD.test(dep))) return;
          seen.add(id);
          for (const dep of info.importedIds) visit(dep);
        };
        const root = path.resolve(base, module);
        if (!this.getModuleInfo(root)) throw new Error(`tab-root-chunks: ${module} (${name}) is not in the build`);
        visit(root);
        reached.set(name, seen);
        for (const id of seen) users.set(id, (users.get(id) ?? 0) + 1);
      }
      for (const [name, seen] of reached) for (const id of seen) if (users.get(id) === 1) own.get(name)!.add(id);
      for (const [id, count] of users) {
        if (count > 1 && !this.getModuleInfo(id)!.importedIds.some((dep) => TEXTS.test(dep))) shared.add(id);
      }
    },
    generateBundle(_options, bundle) {
      const cycle = chunkCycles(bundle);
      if (cycle) this.error(`chunks import each other in a circle: ${cycle.join(' -> ')}`);
    },
  };
  const groups: Group[] = [
    { name: 'tab-common', test: (id) => shared.has(id), priority, includeDependenciesRecursively: false },
    ...Object.keys(roots).map((name) => ({
      name: `${name}-screen`,
      test: (id: string) => own.get(name)!.has(id),
      priority,
      includeDependenciesRecursively: false,
    })),
  ];
  return { plugin, groups };
}

/** The first circle of static imports between the bundle's chunks, or undefined when there is none. */
export function chunkCycles(bundle: Rolldown.OutputBundle): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const walk = (file: string, trail: string[]): string[] | undefined => {
    state.set(file, 'open');
    const chunk = bundle[file];
    for (const next of chunk?.type === 'chunk' ? chunk.imports : []) {
      if (state.get(next) === 'open') return [...trail.slice(trail.indexOf(next)), next];
      if (!state.has(next)) {
        const found = walk(next, [...trail, next]);
        if (found) return found;
      }
    }
    state.set(file, 'done');
    return undefined;
  };
  for (const file of Object.keys(bundle)) {
    if (state.has(file)) continue;
    const found = walk(file, [file]);
    if (found) return found;
  }
  return undefined;
}
