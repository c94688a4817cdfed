// Lists the panel's text keys that no code uses, and exits 1 when there is one (part of `npm run lint`).
//
// The keys are those of every English texts file of the default namespace (locales/en.ts, each
// module's locales.en.ts and *-texts.en.ts; the Terms of Use have a namespace of their own and are
// read whole). A key is used when a string in the panel's code (apps/web/src, tests included) or in
// the domain package is:
// - the key itself: t('orders.title'), a map's value 'orders.status.PAID', <Trans i18nKey="...">;
// - a branch above it: t('guide.steps', { returnObjects: true }) uses every key under guide.steps;
// - the start of a template or a string ending in a dot: t(`orders.status.${status}`) and
//   'orders.status.' + status use every key that starts with 'orders.status.'.
// A plural form (_zero, _one, _two, _few, _many, _other) is used when its base key is.
//
//   node scripts/unused-texts.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_SRC = path.join(ROOT, 'apps/web/src');
const SOURCES = [WEB_SRC, path.join(ROOT, 'packages/domain/src')];
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every file under `dir` whose name passes `keep`. */
function filesUnder(dir, keep) {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && !file.includes(`${path.sep}node_modules${path.sep}`) && keep(file) ? [file] : [];
  });
}

const isEnglishTexts = (file) =>
  file === path.join(WEB_SRC, 'locales', 'en.ts') || (/(^|[\\/])(locales|[\w-]+-texts)\.en\.ts$/.test(file) && !file.endsWith(`${path.sep}terms-texts.en.ts`));
const isTexts = (file) => /\.(en|es|pt)\.ts$/.test(file) || path.dirname(file) === path.join(WEB_SRC, 'locales');
const isCode = (file) => /\.(ts|tsx|mts)$/.test(file) && !file.endsWith('.d.ts') && !isTexts(file);

/** The dotted keys of the leaves of a texts object. */
function keysOf(texts, prefix = '') {
  return Object.entries(texts).flatMap(([name, value]) => (typeof value === 'string' ? [`${prefix}${name}`] : keysOf(value, `${prefix}${name}.`)));
}

/** The strings of a source file: whole ones, and the starts of templates (before their first ${). */
function stringsOf(file) {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const whole = [];
  const starts = [];
  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      (node.text.endsWith('.') ? starts : whole).push(node.text);
    } else if (ts.isTemplateExpression(node) && node.head.text) {
      starts.push(node.head.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { whole, starts };
}

register();
const textFiles = filesUnder(WEB_SRC, isEnglishTexts).sort();
const keysByFile = new Map();
for (const file of textFiles) {
  const { default: texts } = await import(pathToFileURL(file).href);
  keysByFile.set(file, keysOf(texts));
}

const whole = new Set();
const starts = new Set();
for (const file of SOURCES.flatMap((dir) => filesUnder(dir, isCode))) {
  const found = stringsOf(file);
  found.whole.forEach((text) => whole.add(text));
  found.starts.forEach((text) => starts.add(text));
}

function isUsed(key) {
  const base = key.replace(PLURAL, '');
  const parts = base.split('.');
  for (let end = parts.length; end > 0; end -= 1) {
    if (whole.has(parts.slice(0, end).join('.')) && (end === parts.length || end > 1)) return true;
  }
  for (const start of starts) if (base.startsWith(start)) return true;
  return false;
}

let unused = 0;
for (const [file, keys] of keysByFile) {
  const dead = keys.filter((key) => !isUsed(key));
  if (dead.length === 0) continue;
  unused += dead.length;
  console.log(path.relative(ROOT, file));
  for (const key of dead) console.log(`  ${key}`);
}
if (unused > 0) {
  console.log(`${unused} text key(s) used nowhere: delete them from the en, es and pt files (or use them).`);
  process.exitCode = 1;
} else {
  console.log(`No unused text keys (${[...keysByFile.values()].flat().length} keys in ${keysByFile.size} files).`);
}
