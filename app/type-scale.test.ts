import fs from 'node:fs';
import path from 'node:path';

/**
 * The shop's text keeps to Tailwind's type scale (text-xs, text-sm, ...). Each size and boldness a page
 * paints is one font the browser must resolve before its first layout (on Linux, a lookup in the browser
 * process for every size), and the two one-off sizes (11 and 13 px, on the cards and the header's
 * navigation) made the department page's first layout longer (docs/performance.md).
 */
const ARBITRARY_FONT_SIZE = /\btext-\[\d+(?:\.\d+)?(?:px|r?em)\]/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

it('sets no font size outside the type scale', () => {
  const offScale = ['app', 'components', 'lib'].flatMap((dir) =>
    sourceFiles(dir).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(ARBITRARY_FONT_SIZE)].map((m) => `${file}: ${m[0]}`),
    ),
  );
  expect(offScale).toEqual([]);
});
