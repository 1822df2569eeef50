/** Garnish (the demo image renderer). */

import { Ctx, Rng, darken, lighten, n } from './drawing-basics';

export function rosemary(x: number, y: number, angle: number, length = 260): string {
  const leaves: string[] = [];
  for (let i = 0; i < 13; i++) {
    const lx = (i / 12) * length;
    const side = i % 2 === 0 ? -1 : 1;
    leaves.push(
      `<ellipse cx="${n(lx)}" cy="${n(side * 15)}" rx="22" ry="6" transform="rotate(${side * 35} ${n(lx)} ${n(side * 15)})" fill="${i % 3 === 0 ? '#4f7d3a' : '#3d6a30'}"/>`,
    );
  }
  return `<g transform="translate(${n(x)},${n(y)}) rotate(${n(angle)})"><path d="M0,0 Q${n(length / 2)},-10 ${n(length)},0" stroke="#5b5232" stroke-width="5" fill="none" stroke-linecap="round"/>${leaves.join('')}</g>`;
}

export function saltGrains(
  rng: Rng,
  cx: number,
  cy: number,
  spread: number,
  count: number,
  color = '#ffffff',
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = cx + rng.range(-spread, spread);
    const y = cy + rng.range(-spread * 0.6, spread * 0.6);
    const s = rng.range(4, 9);
    out += `<rect x="${n(x)}" y="${n(y)}" width="${n(s)}" height="${n(s)}" rx="1.5" fill="${color}" fill-opacity="${n(rng.range(0.65, 0.95))}" transform="rotate(${n(rng.range(0, 90))} ${n(x)} ${n(y)})"/>`;
  }
  return out;
}

export function peppercorns(rng: Rng, cx: number, cy: number, spread: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = cx + rng.range(-spread, spread);
    const y = cy + rng.range(-spread * 0.6, spread * 0.6);
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rng.range(5, 8))}" fill="#2d211b"/><circle cx="${n(x - 2)}" cy="${n(y - 2)}" r="2" fill="#6b5446"/>`;
  }
  return out;
}

export function lemonHalf(ctx: Ctx, x: number, y: number, r: number, color = '#f2d33b'): string {
  const segments = Array.from({ length: 8 }, (_, i) => {
    const a = (i / 8) * Math.PI * 2;
    return `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x + Math.cos(a) * r * 0.8)}" y2="${n(y + Math.sin(a) * r * 0.8)}" stroke="${lighten(color, 0.6)}" stroke-width="${n(r * 0.06)}"/>`;
  }).join('');
  const fill = ctx.radial([
    [0, lighten(color, 0.45)],
    [1, color],
  ]);
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${darken(color, 0.1)}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.88)}" fill="${lighten(color, 0.7)}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.8)}" fill="${fill}"/>${segments}`;
}

export function chili(x: number, y: number, angle: number): string {
  return `<g transform="translate(${n(x)},${n(y)}) rotate(${n(angle)})"><path d="M0,0 C40,-14 90,-6 130,26" stroke="#c0261d" stroke-width="22" fill="none" stroke-linecap="round"/><path d="M6,-6 C40,-18 80,-12 110,8" stroke="#e8574b" stroke-width="5" fill="none" stroke-linecap="round" stroke-opacity="0.7"/><path d="M-2,0 L-22,-10" stroke="#3f7a2a" stroke-width="9" stroke-linecap="round"/></g>`;
}

export function garlic(x: number, y: number, s: number): string {
  return `<g transform="translate(${n(x)},${n(y)}) scale(${n(s)})"><path d="M0,-40 C30,-36 48,-6 44,18 C40,40 -40,40 -44,18 C-48,-6 -30,-36 0,-40 Z" fill="#f4ede0" stroke="#d8cbb3" stroke-width="3"/><path d="M0,-40 C-8,-10 -6,20 0,36 M-22,-28 C-30,0 -24,24 -18,34 M22,-28 C30,0 24,24 18,34" stroke="#ddd0b9" stroke-width="3" fill="none"/><path d="M0,-40 L0,-56" stroke="#c9b995" stroke-width="6" stroke-linecap="round"/></g>`;
}
