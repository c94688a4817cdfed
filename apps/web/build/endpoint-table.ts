// The endpoint table's plain areas (packages/domain/src/endpoints/<area>.ts) carry, beside what a
// call needs (method, path), what only the API's reference reads: each call's summary and the
// refusals it may answer. The panel calls through the table and never reads those, and the login's
// first screen has a JavaScript budget (docs/decisions/005-login-bundle.md): this plugin leaves
// them out of the panel's build. Entries are written one property per line (the formatter's
// style; a summary too long for its line starts on the next), which is what it relies on; a line it
// does not recognise is kept.
import type { Plugin } from 'vite';

const PLAIN_AREA = /packages[\\/]domain[\\/]src[\\/]endpoints[\\/](?!all\.|openapi\.|endpoint\.|version\.)[a-z-]+\.ts$/;
const SUMMARY_LINE = /^[ \t]*summary:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"),[ \t]*\n/gm;
const ERRORS_LINE = /^[ \t]*errors:[ \t]*(?:\[[^\]]*\]|[A-Za-z_][A-Za-z0-9_]*),[ \t]*\n/gm;

/** The source of a plain area without its summaries and error lists. */
export function withoutReferenceFields(source: string): string {
  return source.replace(SUMMARY_LINE, '').replace(ERRORS_LINE, '');
}

export function endpointTable(): Plugin {
  return {
    name: 'panel-endpoint-table',
    enforce: 'pre',
    transform(source, id) {
      if (!PLAIN_AREA.test(id) || id.includes('.schemas.')) return null;
      return { code: withoutReferenceFields(source), map: null };
    },
  };
}
