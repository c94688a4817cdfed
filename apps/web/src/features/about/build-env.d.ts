// What the build writes into import.meta.env for the about screen (vite.config.ts `define`).
interface ImportMetaEnv {
  readonly APP_VERSION?: string;
  readonly APP_COMMIT?: string;
  readonly APP_BUILT_AT?: string;
}
