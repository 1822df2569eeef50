/** Small utilities: hashing, PRNG, colours, numbers, XML (the demo image renderer). */

/** Bump when the drawing changes, so generated media are rebuilt. */
export const RENDERER_VERSION = 3;

export const FONT = 'DejaVu Sans, sans-serif';

export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    // mulberry32
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length) % items.length] as T;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

type Rgb = [number, number, number];

function parseColor(hex: string): Rgb {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  let h = m?.[1] ?? '8e2424';
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const n = parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

function mix(a: string, b: string, t: number): string {
  const x = parseColor(a);
  const y = parseColor(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);

/** Compact number for SVG attributes. */
export function n(v: number): string {
  return String(Math.round(v * 10) / 10);
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function ascii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export type Point = readonly [number, number];

export function at<T>(items: readonly T[], i: number): T {
  return items[((i % items.length) + items.length) % items.length] as T;
}

/** A smooth closed path through the points (Catmull-Rom as cubic Béziers). */
export function smoothClosed(points: readonly Point[]): string {
  const first = at(points, 0);
  let d = `M${n(first[0])},${n(first[1])}`;
  for (let i = 0; i < points.length; i++) {
    const p0 = at(points, i - 1);
    const p1 = at(points, i);
    const p2 = at(points, i + 1);
    const p3 = at(points, i + 2);
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += `C${n(c1x)},${n(c1y)} ${n(c2x)},${n(c2y)} ${n(p2[0])},${n(p2[1])}`;
  }
  return `${d}Z`;
}

/** A smooth open path through the points (Catmull-Rom as cubic Béziers, end points repeated). */
export function smoothOpen(points: readonly Point[]): string {
  const first = at(points, 0);
  let d = `M${n(first[0])},${n(first[1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)] ?? first;
    const p1 = points[i] ?? first;
    const p2 = points[i + 1] ?? p1;
    const p3 = points[Math.min(points.length - 1, i + 2)] ?? p2;
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += `C${n(c1x)},${n(c1y)} ${n(c2x)},${n(c2y)} ${n(p2[0])},${n(p2[1])}`;
  }
  return d;
}

/** A soft round highlight (white fading out), for glossy surfaces. */
export function sheen(
  ctx: Ctx,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  strength = 0.3,
  angle = -12,
): string {
  const fill = ctx.radial([
    [0, '#ffffff', strength],
    [1, '#ffffff', 0],
  ]);
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})"/>`;
}

/** An organic blob around (cx, cy). */
export function blobPoints(
  rng: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count = 10,
  jitter = 0.1,
): Point[] {
  const offset = rng.range(0, Math.PI * 2);
  return Array.from({ length: count }, (_, i) => {
    const a = offset + (i / count) * Math.PI * 2;
    const r = 1 - jitter + rng.next() * jitter * 2;
    return [cx + Math.cos(a) * rx * r, cy + Math.sin(a) * ry * r] as const;
  });
}

export function scalePoints(points: readonly Point[], s: number, dx: number, dy: number): Point[] {
  return points.map(([x, y]) => [x * s + dx, y * s + dy] as const);
}

/** Collects <defs> and hands out ids unique within one SVG document. */
export class Ctx {
  private counter = 0;
  readonly defs: string[] = [];
  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }
  linear(stops: readonly (readonly [number, string, number?])[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('lg');
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
        .map(
          ([o, c, a]) =>
            `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
        )
        .join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  radial(stops: readonly (readonly [number, string, number?])[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id('rg');
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
        .map(
          ([o, c, a]) =>
            `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
        )
        .join('')}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  clip(shape: string): string {
    const id = this.id('cp');
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }
}

/** A subtle speckled texture over the background; a large tile keeps it cheap (few pattern cells). */
export function texture(ctx: Ctx, rng: Rng, width: number, height: number): string {
  const id = ctx.id('pt');
  const tile = 240;
  let dots = '';
  for (let i = 0; i < 40; i++) {
    const light = i % 2 === 0;
    dots += `<circle cx="${n(rng.range(0, tile))}" cy="${n(rng.range(0, tile))}" r="${n(rng.range(1, 2.6))}" fill="${light ? '#ffffff' : '#000000'}" fill-opacity="${light ? 0.1 : 0.08}"/>`;
  }
  for (let i = 0; i < 6; i++) {
    const y = rng.range(0, tile);
    dots += `<path d="M0,${n(y)} Q${tile / 2},${n(y + rng.range(-12, 12))} ${tile},${n(y)}" stroke="#ffffff" stroke-width="1" fill="none" stroke-opacity="0.04"/>`;
  }
  ctx.defs.push(
    `<pattern id="${id}" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse">${dots}</pattern>`,
  );
  return `<rect width="${width}" height="${height}" fill="url(#${id})"/>`;
}
