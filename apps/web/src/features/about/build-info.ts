// The version and build the panel was made from, written in by the build (vite.config.ts `define`):
// the web package's version, the commit and when it was built (spec date style, UTC). A panel run
// from the sources (tests, the dev server without git) says "dev".
export type BuildInfo = { version: string; commit: string; builtAt: string };

export const BUILD_INFO: BuildInfo = {
  version: import.meta.env.APP_VERSION ?? 'dev',
  commit: import.meta.env.APP_COMMIT ?? 'dev',
  builtAt: import.meta.env.APP_BUILT_AT ?? '',
};

/** "a1b2c3d · 2026/11/23 01:45:00 UTC", or just the commit when the time is unknown. */
export function buildLabel({ commit, builtAt }: BuildInfo): string {
  return builtAt ? `${commit} · ${builtAt} UTC` : commit;
}
