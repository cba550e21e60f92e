// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chunksToHint } from './compile-hints-plugin';

const ROOT = '/repo';
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], extra: { isEntry?: boolean; name?: string } = {}) => ({
  type: 'chunk' as const,
  fileName,
  name: extra.name ?? fileName.replace(/\.js$/, ''),
  isEntry: extra.isEntry ?? false,
  imports,
  moduleIds: moduleIds.map((id) => `${ROOT}/${id}`),
  code: '',
});

// An entry with react; a home route using a shared button; a dialog whose modal needs the button
// and an overlay library; the overlay also reached from the grouped "query" chunk (a first load).
const chunks = [
  chunk('index.js', ['src/main.tsx'], ['react.js'], { isEntry: true }),
  chunk('react.js', ['node_modules/react/index.js']),
  chunk('Home.js', ['src/Home.tsx'], ['Button.js', 'react.js']),
  chunk('Button.js', ['src/Button.tsx'], ['react.js']),
  chunk('PayModal.js', ['src/PayModal.tsx'], ['Overlay.js', 'Button.js', 'Form.js']),
  chunk('Form.js', ['src/Form.tsx', 'src/form-rules.ts'], ['Overlay.js']),
  chunk('Overlay.js', ['node_modules/aria/overlay.js'], ['react.js', 'index.js']),
  chunk('query.js', ['node_modules/query/index.js'], ['Popover.js'], { name: 'query' }),
  chunk('Popover.js', ['node_modules/aria/popover.js'], ['react.js']),
  chunk('Later.js', ['src/Later.tsx'], ['Popover.js']),
];

describe('compile hints', () => {
  it("hints a dialog's chunks and their static imports, never what a first load brings", () => {
    expect(chunksToHint(chunks, { dialogs: ['src/PayModal.tsx'], firstLoads: ['src/Home.tsx'] }, ROOT)).toEqual([
      'Form.js',
      'Overlay.js',
      'PayModal.js',
    ]);
  });

  it('finds a module inside a chunk, and a grouped chunk by its name', () => {
    expect(chunksToHint(chunks, { dialogs: ['src/form-rules.ts', 'src/Later.tsx'], firstLoads: ['chunk:query'] }, ROOT)).toEqual([
      'Form.js',
      'Later.js',
      'Overlay.js',
    ]);
  });

  it('fails the build when a named module is in no chunk (moved or renamed)', () => {
    expect(() => chunksToHint(chunks, { dialogs: ['src/Gone.tsx'], firstLoads: [] }, ROOT)).toThrow(/src\/Gone\.tsx/);
    expect(() => chunksToHint(chunks, { dialogs: ['src/Form.tsx'], firstLoads: ['chunk:nope'] }, ROOT)).toThrow(/chunk:nope/);
  });
});
