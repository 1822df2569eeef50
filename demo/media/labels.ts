/** Text (the demo image renderer). */

import { FONT, escapeXml, n } from './drawing-basics';

/**
 * Greedy word wrap into at most `maxLines` lines of about `maxChars` characters. Text that does not fit
 * ends with '…' after the last whole word that fits (a single overlong word is cut).
 */
export function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  let used = 0;
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars) {
      current = candidate;
      used += 1;
      continue;
    }
    if (lines.length + 1 === maxLines) break;
    if (current) lines.push(current);
    current = word;
    used += 1;
  }
  if (current) lines.push(current);
  const cut = lines.map((line) => (line.length > maxChars ? `${line.slice(0, maxChars - 1)}…` : line));
  if (used < words.length && cut.length) {
    let last = cut[cut.length - 1] ?? '';
    while (last.length + 1 > maxChars && last.includes(' ')) last = last.slice(0, last.lastIndexOf(' '));
    cut[cut.length - 1] = `${last.slice(0, maxChars - 1)}…`;
  }
  return cut;
}

export function nameBand(name: string, accent: string): string {
  const fontSize = 50;
  const lines = wrap(name, 36, 2);
  const band = lines.length > 1 ? 170 : 120;
  const top = 900 - band;
  const tspans = lines
    .map((line, i) => {
      const y = top + band / 2 + (i - (lines.length - 1) / 2) * fontSize * 1.22 + fontSize * 0.36;
      return `<text x="600" y="${n(y)}" text-anchor="middle" font-family="${FONT}" font-size="${fontSize}" fill="#3a2418">${escapeXml(line)}</text>`;
    })
    .join('');
  return `<rect x="0" y="${top}" width="1200" height="${band}" fill="#fffaf3" fill-opacity="0.9"/><rect x="0" y="${top}" width="1200" height="6" fill="${accent}"/>${tspans}`;
}
