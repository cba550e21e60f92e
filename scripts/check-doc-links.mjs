#!/usr/bin/env node
// `npm run docs:links` (part of `npm test`): every relative link in the Markdown (README.md and
// docs/) must reach a file that exists and, when it names a heading (`file.md#anchor` or `#anchor`),
// a heading of that file. A moved or renamed doc then fails the build instead of a reader's click.
// Links with a scheme (https:, mailto:) are not followed: they are not ours to keep.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/**
 * The anchor GitHub gives a heading: lower case, punctuation dropped (letters, digits, spaces,
 * `-` and `_` kept), spaces as `-`. Repeated headings get `-1`, `-2`… (see `anchorsOf`).
 * @param {string} heading
 */
export function slug(heading) {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

/** Markdown with code blocks and code spans blanked, so a link inside them is not read. @param {string} text */
function withoutCode(text) {
  return withoutFences(text).replace(/`[^`\n]*`/g, '``');
}

/** Markdown with fenced code blocks blanked, their lines kept so line numbers stay. @param {string} text */
function withoutFences(text) {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ''));
}

/** The anchors of a Markdown file's headings. @param {string} text */
export function anchorsOf(text) {
  /** @type {Map<string, number>} */
  const seen = new Map();
  const anchors = new Set();
  for (const match of withoutFences(text).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(match[1] ?? '');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** The link targets of a Markdown text, with their line numbers. @param {string} text */
function linksOf(text) {
  /** @type {{ target: string, line: number }[]} */
  const links = [];
  withoutCode(text)
    .split('\n')
    .forEach((content, index) => {
      // Inline links and images: [text](target "title"), and reference definitions: [label]: target
      for (const match of content.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
        links.push({ target: match[1] ?? '', line: index + 1 });
      const definition = /^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/.exec(content);
      if (definition) links.push({ target: definition[1] ?? '', line: index + 1 });
    });
  return links;
}

/**
 * The broken relative links of the given Markdown files: a file that does not exist, or a heading
 * anchor the target file does not have.
 * @param {string[]} files absolute paths
 * @param {string} root for the messages
 */
export function brokenLinks(files, root = ROOT) {
  /** @type {Map<string, Set<string>>} */
  const anchorCache = new Map();
  /** @param {string} file */
  const anchors = (file) => {
    let found = anchorCache.get(file);
    if (!found) anchorCache.set(file, (found = anchorsOf(readFileSync(file, 'utf8'))));
    return found;
  };
  /** @type {string[]} */
  const problems = [];
  for (const file of files) {
    for (const { target, line } of linksOf(readFileSync(file, 'utf8'))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [pathPart = '', anchor] = target.split('#');
      const where = `${relative(root, file)}:${line}`;
      const path = pathPart === '' ? file : resolve(dirname(file), decodeURIComponent(pathPart));
      if (!existsSync(path)) {
        problems.push(`${where}: «${target}» apunta a un archivo que no existe`);
        continue;
      }
      if (anchor !== undefined && anchor !== '' && statSync(path).isFile() && path.endsWith('.md')) {
        if (!anchors(path).has(decodeURIComponent(anchor).toLowerCase())) {
          problems.push(`${where}: «${target}» apunta a un encabezado que ${relative(root, path)} no tiene`);
        }
      }
    }
  }
  return problems;
}

/** README.md and the other Markdown at the root, and every Markdown file under docs/. */
export function markdownFiles(root = ROOT) {
  /** @param {string} dir @returns {string[]} */
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith('.md') ? [join(dir, entry.name)] : [],
    );
  const top = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => join(root, entry.name));
  return [...top, ...(existsSync(join(root, 'docs')) ? walk(join(root, 'docs')) : [])].sort();
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const files = markdownFiles();
  const problems = brokenLinks(files);
  if (problems.length > 0) {
    console.error(`Enlaces rotos en la documentación (${problems.length}):\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`Enlaces de la documentación: ${files.length} archivos Markdown, todos los enlaces relativos llegan.`);
}
