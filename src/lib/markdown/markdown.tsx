// A tiny Markdown subset rendered to React elements, for the business's own legal texts (the aviso
// de privacidad, set at deploy: see docs/legal.md). Block: front matter, headings (#…######),
// paragraphs, lists (- * or 1.), rules (---). Inline: **bold**, *italic* / _italic_, [links](url).
// Nothing else is interpreted: HTML in the text is shown as text (React escapes it; no
// dangerouslySetInnerHTML), and a link whose address is not http(s), mailto, tel or a path of
// this site is shown as its text alone (safeHref, the app's one address check).
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { safeHref } from '@/lib/safe-url';

export interface MarkdownDocument {
  /** The `key: value` lines between the opening `---` lines, when the text starts with them. */
  frontMatter: Record<string, string>;
  body: string;
}

/** Splits the front matter off (`---` on the first line, `key: value` lines, `---`). */
export function parseFrontMatter(source: string): MarkdownDocument {
  const text = source.replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!match) return { frontMatter: {}, body: text };
  const frontMatter: Record<string, string> = {};
  for (const line of (match[1] ?? '').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) frontMatter[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return { frontMatter, body: text.slice(match[0].length) };
}

/**
 * `{{name}}` replaced by `values.name`; an unknown name stays as written (a deployer sees it). Only
 * the object's own names count: `{{constructor}}` or `{{__proto__}}` would otherwise print what every
 * object inherits.
 */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|_(.+?)_|\[([^\]]+)\]\(([^)\s]+)\)/;

/** Bold, italic and links in one line of text, as React nodes (everything else is text). */
export function renderInline(text: string, keyPrefix = 'i'): ReactNode[] {
  const nodes: ReactNode[] = [];
  let rest = text;
  let index = 0;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      nodes.push(rest);
      break;
    }
    if (match.index > 0) nodes.push(rest.slice(0, match.index));
    const key = `${keyPrefix}-${index++}`;
    const [whole, bold, italic, italicUnderscore, linkText = '', linkHref = ''] = match;
    const emphasis = italic ?? italicUnderscore;
    if (bold !== undefined) nodes.push(<strong key={key}>{renderInline(bold, key)}</strong>);
    else if (emphasis !== undefined) nodes.push(<em key={key}>{renderInline(emphasis, key)}</em>);
    else nodes.push(<MarkdownLink key={key} href={linkHref} label={renderInline(linkText, key)} />);
    rest = rest.slice(match.index + whole.length);
  }
  return nodes;
}

const LINK_CLASS = 'font-medium text-brand-800 underline';

function MarkdownLink({ href, label }: { href: string; label: ReactNode }) {
  const safe = safeHref(href);
  if (safe === null) return <>{label}</>;
  if (safe.startsWith('/'))
    return (
      <Link to={safe} className={LINK_CLASS}>
        {label}
      </Link>
    );
  const external = /^https?:/i.test(safe);
  return (
    <a href={safe} className={LINK_CLASS} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {label}
    </a>
  );
}

type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'rule' };

const LIST_ITEM = /^\s*(?:([-*+])|(\d+)[.)])\s+(.*)$/;

/** The blocks of a Markdown body (lines joined into paragraphs, consecutive items into a list). */
export function parseBlocks(body: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of body.split('\n')) {
    const line = raw.trimEnd();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const item = LIST_ITEM.exec(line);
    if (!line.trim()) endParagraph();
    else if (heading) {
      endParagraph();
      const [, hashes = '#', text = ''] = heading;
      blocks.push({ kind: 'heading', level: hashes.length as 1 | 2 | 3 | 4 | 5 | 6, text: text.replace(/\s+#+$/, '') });
    } else if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) {
      endParagraph();
      blocks.push({ kind: 'rule' });
    } else if (item) {
      endParagraph();
      const [, , number, content = ''] = item;
      const ordered = number !== undefined;
      const last = blocks.at(-1);
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(content);
      else blocks.push({ kind: 'list', ordered, items: [content] });
    } else {
      const last = blocks.at(-1);
      // A line indented under a list item continues it.
      if (!paragraph.length && /^\s+/.test(raw) && last?.kind === 'list') last.items[last.items.length - 1] += ` ${line.trim()}`;
      else paragraph.push(line.trim());
    }
  }
  endParagraph();
  return blocks;
}

const HEADING_CLASS: Record<number, string> = {
  1: 'text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl',
  2: 'mt-8 text-xl font-semibold text-slate-900',
  3: 'mt-6 text-lg font-semibold text-slate-900',
};

/** The body's blocks as React elements (headings keep their level: the page's h1 is the document's). */
export function Markdown({ body }: { body: string }) {
  return (
    <>
      {parseBlocks(body).map((block, index) => {
        const key = `b-${index}`;
        switch (block.kind) {
          case 'heading': {
            const Tag = `h${block.level}` as const;
            return (
              <Tag key={key} className={HEADING_CLASS[block.level] ?? 'mt-4 font-semibold text-slate-900'}>
                {renderInline(block.text, key)}
              </Tag>
            );
          }
          case 'paragraph':
            return (
              <p key={key} className="mt-3 text-slate-700">
                {renderInline(block.text, key)}
              </p>
            );
          case 'list': {
            const Tag = block.ordered ? 'ol' : 'ul';
            return (
              <Tag key={key} className={`mt-3 space-y-1 pl-6 text-slate-700 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
                {block.items.map((item, itemIndex) => (
                  <li key={`${key}-${itemIndex}`}>{renderInline(item, `${key}-${itemIndex}`)}</li>
                ))}
              </Tag>
            );
          }
          case 'rule':
            return <hr key={key} className="my-6 border-slate-200" />;
          default:
            return <Fragment key={key} />;
        }
      })}
    </>
  );
}
