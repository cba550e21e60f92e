// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { anchorsOf, brokenLinks, markdownFiles, slug } from './check-doc-links.mjs';

let root = '';
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = '';
});

/** A repository of Markdown files in a temporary folder; answers the broken links of all of them. */
function check(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'doc-links-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(root, name, '..'), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  return brokenLinks(markdownFiles(root), root);
}

describe('the documentation link check', () => {
  it('passes when every relative link reaches a file and its heading', () => {
    expect(
      check({
        'README.md': '# Cotiza\n\nSee [the API](docs/api.md#the-client), [the contract](openapi.yaml) and [this](#cotiza).\n',
        'docs/api.md': '# API\n\n## The client\n\nBack to [the README](../README.md) or [Openpay](https://openpay.mx).\n',
        'openapi.yaml': 'openapi: 3.1.0\n',
      }),
    ).toEqual([]);
  });

  it('fails on a link to a file that does not exist, naming the file and line', () => {
    expect(check({ 'README.md': '# Cotiza\n\nSee [the old log](docs/decisions.md).\n' })).toEqual([
      'README.md:3: «docs/decisions.md» apunta a un archivo que no existe',
    ]);
  });

  it('fails on a heading anchor the target does not have, in another file or the same one', () => {
    expect(
      check({
        'README.md': '# Cotiza\n\n[Testing](docs/testing.md#contract-verify) and [here](#cotizaa).\n',
        'docs/testing.md': '# Testing\n\n## contract:verify\n',
      }),
    ).toEqual([
      'README.md:3: «docs/testing.md#contract-verify» apunta a un encabezado que docs/testing.md no tiene',
      'README.md:3: «#cotizaa» apunta a un encabezado que README.md no tiene',
    ]);
  });

  it('does not read links inside code, and checks reference definitions', () => {
    expect(
      check({
        'README.md': '# Cotiza\n\n```md\n[not a link](missing.md)\n```\n\n`[nor this](missing.md)`\n\n[ref]: docs/missing.md\n',
      }),
    ).toEqual(['README.md:9: «docs/missing.md» apunta a un archivo que no existe']);
  });
});

describe("GitHub's heading anchors", () => {
  it('drop punctuation and code marks, keep accents, and number repeated headings', () => {
    expect(slug('Verify your server: contract:verify')).toBe('verify-your-server-contractverify');
    expect(slug('End-to-end (Playwright, `/usr/bin/chromium`)')).toBe('end-to-end-playwright-usrbinchromium');
    expect(slug('Aviso de privacidad, the merchant and Ayuda')).toBe('aviso-de-privacidad-the-merchant-and-ayuda');
    expect(slug('Derechos ARCO: la respuesta «sí»')).toBe('derechos-arco-la-respuesta-sí');
    expect([...anchorsOf('# A\n## Notes\n### Notes\n')]).toEqual(['a', 'notes', 'notes-1']);
  });
});
