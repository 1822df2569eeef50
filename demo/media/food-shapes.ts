/** Food shapes, drawn around the origin within roughly ±320 × ±220 (the demo image renderer). */

import {
  Ctx,
  Point,
  Rng,
  at,
  blobPoints,
  darken,
  lighten,
  n,
  scalePoints,
  sheen,
  smoothClosed,
  smoothOpen,
} from './drawing-basics';
import { chili, garlic, lemonHalf, peppercorns, rosemary, saltGrains } from './garnish';
import { CHICKEN_RAW, FAT, Kind, ROAST, Subject } from './product-kinds';

export function steakShape(
  ctx: Ctx,
  rng: Rng,
  meat: string,
  fat: string,
  opts: { rx?: number; ry?: number; marbling?: number } = {},
): string {
  const rx = opts.rx ?? 270;
  const ry = opts.ry ?? 180;
  const outer = blobPoints(rng, 0, 0, rx, ry, 11, 0.08);
  const inner = scalePoints(outer, 0.88, rng.range(14, 30), rng.range(10, 24));
  const outerPath = smoothClosed(outer);
  const innerPath = smoothClosed(inner);
  const fatFill = ctx.linear([
    [0, lighten(fat, 0.3)],
    [1, darken(fat, 0.08)],
  ]);
  const meatFill = ctx.radial(
    [
      [0, lighten(meat, 0.14)],
      [0.7, meat],
      [1, darken(meat, 0.25)],
    ],
    0.42,
    0.4,
    0.65,
  );
  const clip = ctx.clip(`<path d="${innerPath}"/>`);
  let marbling = '';
  const lines = opts.marbling ?? 8;
  // Marbling: gently curving veins of fat that taper (a wide faint stroke under a thin brighter one).
  const flow = rng.range(-0.5, 0.5);
  for (let i = 0; i < lines; i++) {
    const points: Point[] = [];
    let x = rng.range(-rx * 0.75, rx * 0.35);
    let y = rng.range(-ry * 0.65, ry * 0.65);
    let heading = flow + rng.range(-0.6, 0.6);
    for (let k = 0; k < 4; k++) {
      points.push([x, y]);
      heading += rng.range(-0.35, 0.35);
      const step = rng.range(30, 60);
      x += Math.cos(heading) * step;
      y += Math.sin(heading) * step;
    }
    const d = smoothOpen(points);
    const width = rng.range(3, 7);
    marbling += `<path d="${d}" stroke="${fat}" stroke-width="${n(width * 2.4)}" fill="none" stroke-linecap="round" stroke-opacity="0.14"/><path d="${d}" stroke="${fat}" stroke-width="${n(width)}" fill="none" stroke-linecap="round" stroke-opacity="${n(rng.range(0.4, 0.6))}"/>`;
  }
  for (let i = 0; i < lines * 4; i++) {
    marbling += `<ellipse cx="${n(rng.range(-rx, rx))}" cy="${n(rng.range(-ry, ry))}" rx="${n(rng.range(2, 6))}" ry="${n(rng.range(1.5, 3.5))}" fill="${fat}" fill-opacity="${n(rng.range(0.3, 0.55))}" transform="rotate(${n(rng.range(-40, 40))})"/>`;
  }
  const fibres = Array.from({ length: 9 }, (_, i) => {
    const y = -ry + (i + 1) * ((ry * 2) / 10);
    return `<path d="M${n(-rx)},${n(y)} Q0,${n(y + rng.range(-30, 30))} ${n(rx)},${n(y + rng.range(-20, 20))}" stroke="${darken(meat, 0.25)}" stroke-width="2" fill="none" stroke-opacity="0.18"/>`;
  }).join('');
  return `<path d="${outerPath}" fill="${fatFill}" stroke="${darken(fat, 0.25)}" stroke-width="3"/>
<path d="${innerPath}" fill="${meatFill}"/>
<g clip-path="${clip}">${fibres}${marbling}${sheen(ctx, -rx * 0.25, -ry * 0.4, rx * 0.55, ry * 0.3, 0.22)}</g>
<path d="${innerPath}" fill="none" stroke="${darken(meat, 0.35)}" stroke-width="3" stroke-opacity="0.45"/>`;
}

function ribsShape(ctx: Ctx, rng: Rng, meat: string, fat: string): string {
  const bones = rng.int(4, 6);
  const width = 560;
  let boneTips = '';
  let boneLines = '';
  for (let i = 0; i < bones; i++) {
    const x = -width / 2 + 60 + (i * (width - 120)) / (bones - 1);
    boneTips += `<rect x="${n(x - 20)}" y="-205" width="40" height="130" rx="18" fill="#f1e6d0" stroke="#cdbb98" stroke-width="4"/><ellipse cx="${n(x)}" cy="-200" rx="17" ry="9" fill="#e0d0b0"/>`;
    boneLines += `<path d="M${n(x - 12)},-120 L${n(x - 4)},150" stroke="${lighten(meat, 0.35)}" stroke-width="16" fill-opacity="0.35" stroke-opacity="0.35" stroke-linecap="round"/><path d="M${n(x + 18)},-120 L${n(x + 26)},150" stroke="${darken(meat, 0.3)}" stroke-width="5" fill-opacity="0.35" stroke-opacity="0.35"/>`;
  }
  const slab = smoothClosed([
    [-300, -120],
    [-100, -138],
    [100, -134],
    [300, -118],
    [318, 40],
    [290, 160],
    [0, 178],
    [-290, 160],
    [-318, 40],
  ]);
  const meatFill = ctx.linear([
    [0, lighten(meat, 0.1)],
    [0.6, meat],
    [1, darken(meat, 0.3)],
  ]);
  const clip = ctx.clip(`<path d="${slab}"/>`);
  const fatBand = `<path d="M-330,-150 L330,-150 L330,${n(-70 + rng.range(-10, 10))} Q0,${n(-50 + rng.range(-20, 20))} -330,-80 Z" fill="${fat}" fill-opacity="0.9"/>`;
  let marbling = '';
  for (let i = 0; i < 40; i++) {
    marbling += `<ellipse cx="${n(rng.range(-300, 300))}" cy="${n(rng.range(-60, 160))}" rx="${n(rng.range(3, 10))}" ry="${n(rng.range(2, 5))}" fill="${fat}" fill-opacity="${n(rng.range(0.3, 0.6))}"/>`;
  }
  return `${boneTips}<path d="${slab}" fill="${meatFill}"/><g clip-path="${clip}">${fatBand}${boneLines}${marbling}<ellipse cx="-120" cy="-10" rx="200" ry="40" fill="#fff" fill-opacity="0.1"/></g><path d="${slab}" fill="none" stroke="${darken(meat, 0.35)}" stroke-width="3" stroke-opacity="0.5"/>`;
}

export function groundShape(ctx: Ctx, rng: Rng, meat: string): string {
  const base = smoothClosed(blobPoints(rng, 0, 10, 250, 170, 12, 0.07));
  const clip = ctx.clip(`<path d="${base}"/>`);
  const tones = [meat, lighten(meat, 0.12), darken(meat, 0.15), lighten(meat, 0.28), darken(meat, 0.05)];
  let crumbs = '';
  for (let i = 0; i < 360; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = Math.sqrt(rng.next());
    const x = Math.cos(a) * r * 255;
    const y = 10 + Math.sin(a) * r * 175;
    const isFat = rng.chance(0.12);
    crumbs += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rng.range(6, 14))}" fill="${isFat ? '#f3d9cc' : rng.pick(tones)}" fill-opacity="${isFat ? '0.8' : '1'}"/>`;
  }
  const shade = ctx.radial(
    [
      [0, '#ffffff', 0.16],
      [0.6, '#000000', 0],
      [1, '#000000', 0.35],
    ],
    0.4,
    0.35,
    0.7,
  );
  return `<path d="${base}" fill="${darken(meat, 0.2)}"/><g clip-path="${clip}">${crumbs}<rect x="-300" y="-200" width="600" height="420" fill="${shade}"/></g>`;
}

function pattyShape(ctx: Ctx, rng: Rng, meat: string, r: number): string {
  const outline = smoothClosed(blobPoints(rng, 0, 0, r, r * 0.96, 14, 0.04));
  const clip = ctx.clip(`<path d="${outline}"/>`);
  let texture = '';
  for (let i = 0; i < Math.round(r * 0.9); i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * r;
    texture += `<circle cx="${n(Math.cos(a) * d)}" cy="${n(Math.sin(a) * d)}" r="${n(rng.range(3, 8))}" fill="${rng.chance(0.2) ? '#f1d2c4' : rng.pick([lighten(meat, 0.15), darken(meat, 0.15), meat])}" fill-opacity="0.9"/>`;
  }
  const fill = ctx.radial([
    [0, lighten(meat, 0.12)],
    [0.8, meat],
    [1, darken(meat, 0.3)],
  ]);
  return `<path d="${outline}" fill="${fill}"/><g clip-path="${clip}">${texture}${sheen(ctx, -r * 0.25, -r * 0.3, r * 0.6, r * 0.3, 0.2)}</g><path d="${outline}" fill="none" stroke="${darken(meat, 0.4)}" stroke-width="4" stroke-opacity="0.5"/>`;
}

export function burgerShape(ctx: Ctx, rng: Rng, meat: string, count = 2): string {
  let out = '';
  const positions: Point[] =
    count >= 3
      ? [
          [-190, -60],
          [150, -80],
          [-10, 110],
        ]
      : [
          [-140, 0],
          [150, 20],
        ];
  for (const [x, y] of positions.slice(0, count)) {
    const rot = rng.range(-15, 15);
    out += `<g transform="translate(${n(x)},${n(y)})"><rect x="-165" y="-165" width="330" height="330" rx="10" fill="#f5efe4" stroke="#e2d6c2" stroke-width="3" transform="rotate(${n(rot)})"/>${pattyShape(ctx, rng, meat, count >= 3 ? 115 : 140)}</g>`;
  }
  return out;
}

export function sausageShape(rng: Rng, casing: string, count = 3): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const y = -110 + i * (220 / Math.max(1, count - 1)) + rng.range(-12, 12);
    const bend = rng.range(40, 80) * (i % 2 === 0 ? 1 : -1);
    const x0 = -270 + rng.range(-15, 15);
    const x1 = 270 + rng.range(-15, 15);
    const d = `M${n(x0)},${n(y)} Q0,${n(y + bend)} ${n(x1)},${n(y)}`;
    const hi = `M${n(x0 + 30)},${n(y - 16)} Q0,${n(y + bend - 16)} ${n(x1 - 30)},${n(y - 16)}`;
    out += `<path d="${d}" stroke="${darken(casing, 0.35)}" stroke-width="80" fill="none" stroke-linecap="round"/>
<path d="${d}" stroke="${casing}" stroke-width="70" fill="none" stroke-linecap="round"/>
<path d="${d}" stroke="${lighten(casing, 0.12)}" stroke-width="38" fill="none" stroke-linecap="round" stroke-opacity="0.6"/>
<path d="${hi}" stroke="#ffffff" stroke-width="9" fill="none" stroke-linecap="round" stroke-opacity="0.35"/>
<circle cx="${n(x0 - 36)}" cy="${n(y)}" r="9" fill="${darken(casing, 0.4)}"/><circle cx="${n(x1 + 36)}" cy="${n(y)}" r="9" fill="${darken(casing, 0.4)}"/>`;
    for (let k = 0; k < 14; k++) {
      const t = rng.range(0.1, 0.9);
      const px = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * 0 + t * t * x1;
      const py = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * (y + bend) + t * t * y + rng.range(-20, 20);
      out += `<circle cx="${n(px)}" cy="${n(py)}" r="${n(rng.range(2, 5))}" fill="${rng.chance(0.5) ? lighten(casing, 0.5) : darken(casing, 0.4)}" fill-opacity="0.6"/>`;
    }
  }
  return out;
}

function baconShape(rng: Rng, meat: string): string {
  let out = '';
  for (let i = 0; i < 4; i++) {
    const y = -150 + i * 95;
    const amp = rng.range(14, 24);
    const wave = (dy: number) => {
      let d = `M-280,${n(y + dy)}`;
      for (let k = 0; k < 4; k++) {
        const x0 = -280 + k * 140;
        d += ` Q${n(x0 + 35)},${n(y + dy - amp)} ${n(x0 + 70)},${n(y + dy)} T${n(x0 + 140)},${n(y + dy)}`;
      }
      return d;
    };
    out += `<path d="${wave(0)}" stroke="${darken(meat, 0.3)}" stroke-width="78" fill="none" stroke-linecap="round"/>
<path d="${wave(0)}" stroke="${meat}" stroke-width="70" fill="none" stroke-linecap="round"/>
<path d="${wave(-20)}" stroke="#f7e6d6" stroke-width="14" fill="none" stroke-linecap="round" stroke-opacity="0.95"/>
<path d="${wave(8)}" stroke="#f7e6d6" stroke-width="9" fill="none" stroke-linecap="round" stroke-opacity="0.85"/>
<path d="${wave(26)}" stroke="${darken(meat, 0.2)}" stroke-width="8" fill="none" stroke-linecap="round" stroke-opacity="0.7"/>`;
  }
  return out;
}

/** Pork belly: a slab with skin on top and alternating layers of meat and fat. */
function bellyShape(ctx: Ctx, rng: Rng, meat: string): string {
  const slab = smoothClosed([
    [-290, -150],
    [0, -160],
    [290, -148],
    [305, 0],
    [290, 150],
    [0, 160],
    [-290, 150],
    [-305, 0],
  ]);
  const clip = ctx.clip(`<path d="${slab}"/>`);
  let layers = `<rect x="-320" y="-180" width="640" height="360" fill="${meat}"/>`;
  let y = -140;
  let i = 0;
  while (y < 170) {
    const h = rng.range(22, 46);
    if (i % 2 === 0) {
      const wobble = rng.range(-12, 12);
      layers += `<path d="M-320,${n(y)} C-100,${n(y + wobble)} 100,${n(y - wobble)} 320,${n(y)} L320,${n(y + h * 0.6)} C100,${n(y + h * 0.6 - wobble)} -100,${n(y + h * 0.6 + wobble)} -320,${n(y + h * 0.6)} Z" fill="#f6e6d4"/>`;
    } else {
      layers += `<path d="M-320,${n(y + h / 2)} L320,${n(y + h / 2 + rng.range(-6, 6))}" stroke="${darken(meat, 0.15)}" stroke-width="3" stroke-opacity="0.5"/>`;
    }
    y += h;
    i += 1;
  }
  const skin = `<path d="M-320,-180 L320,-180 L320,-138 C100,-128 -100,-148 -320,-134 Z" fill="#e9c7a0"/><path d="M-320,-134 C-100,-148 100,-128 320,-138" stroke="#c99a6e" stroke-width="4" fill="none"/>`;
  return `<path d="${slab}" fill="${meat}"/><g clip-path="${clip}">${layers}${skin}${sheen(ctx, -80, -60, 220, 50, 0.22)}</g><path d="${slab}" fill="none" stroke="${darken(meat, 0.35)}" stroke-width="3" stroke-opacity="0.5"/>`;
}

function drumstickShape(
  ctx: Ctx,
  rng: Rng,
  color: string,
  x: number,
  y: number,
  angle: number,
  s = 1,
): string {
  const fill = ctx.radial(
    [
      [0, lighten(color, 0.3)],
      [0.7, color],
      [1, darken(color, 0.3)],
    ],
    0.4,
    0.35,
    0.7,
  );
  let spots = '';
  for (let i = 0; i < 10; i++) {
    spots += `<ellipse cx="${n(rng.range(-170, 40))}" cy="${n(rng.range(-60, 60))}" rx="${n(rng.range(6, 16))}" ry="${n(rng.range(4, 9))}" fill="${darken(color, 0.25)}" fill-opacity="0.35"/>`;
  }
  return `<g transform="translate(${n(x)},${n(y)}) rotate(${n(angle)}) scale(${n(s)})">
<path d="M60,0 L190,0" stroke="#cdbb98" stroke-width="34" stroke-linecap="round"/><path d="M60,0 L190,0" stroke="#f3e9d6" stroke-width="26" stroke-linecap="round"/>
<circle cx="200" cy="-14" r="20" fill="#f3e9d6" stroke="#cdbb98" stroke-width="4"/><circle cx="200" cy="14" r="20" fill="#f3e9d6" stroke="#cdbb98" stroke-width="4"/>
<path d="M110,-24 C40,-44 -20,-112 -130,-92 C-232,-72 -232,72 -130,92 C-20,112 40,44 110,24 Z" fill="${fill}" stroke="${darken(color, 0.35)}" stroke-width="3"/>
${spots}${sheen(ctx, -100, -40, 85, 30, 0.4, -8)}</g>`;
}

function birdShape(ctx: Ctx, rng: Rng, color: string): string {
  const body = smoothClosed(blobPoints(rng, 0, -20, 215, 165, 12, 0.03));
  const fill = ctx.radial(
    [
      [0, lighten(color, 0.35)],
      [0.6, color],
      [1, darken(color, 0.35)],
    ],
    0.45,
    0.35,
    0.7,
  );
  const clip = ctx.clip(`<path d="${body}"/>`);
  let skin = '';
  for (let i = 0; i < 22; i++) {
    skin += `<ellipse cx="${n(rng.range(-200, 200))}" cy="${n(rng.range(-170, 130))}" rx="${n(rng.range(8, 24))}" ry="${n(rng.range(5, 12))}" fill="${darken(color, 0.3)}" fill-opacity="0.22"/>`;
  }
  const wing = (side: number) =>
    `<path d="${smoothClosed([
      [side * 170, -90],
      [side * 250, -60],
      [side * 265, 10],
      [side * 220, 40],
      [side * 170, 10],
    ])}" fill="${darken(color, 0.08)}" stroke="${darken(color, 0.4)}" stroke-width="3"/>`;
  // Trussed legs: meat over the lower body, bones crossing below it.
  return `${wing(-1)}${wing(1)}
<path d="${body}" fill="${fill}" stroke="${darken(color, 0.4)}" stroke-width="3"/>
<g clip-path="${clip}">${skin}<path d="M-20,-175 C-40,-90 -40,-10 -10,60" stroke="${darken(color, 0.25)}" stroke-width="4" fill="none" stroke-opacity="0.3"/>${sheen(ctx, -70, -100, 130, 60, 0.35, -18)}</g>
${drumstickShape(ctx, rng, color, -62, 125, 60, 0.75)}${drumstickShape(ctx, rng, color, 62, 125, 120, 0.75)}`;
}

function piecesShape(ctx: Ctx, rng: Rng, color: string, count: number, size = 1): string {
  let out = '';
  const spots: Point[] = [
    [-150, -70],
    [40, -100],
    [190, -40],
    [-200, 70],
    [-30, 50],
    [150, 90],
    [60, -10],
  ];
  for (const [x, y] of spots.slice(0, count)) {
    const rx = rng.range(70, 105) * size;
    const ry = rng.range(48, 72) * size;
    const path = smoothClosed(blobPoints(rng, x, y, rx, ry, 8, 0.15));
    const fill = ctx.radial(
      [
        [0, lighten(color, 0.2)],
        [0.7, color],
        [1, darken(color, 0.3)],
      ],
      0.4,
      0.35,
      0.7,
    );
    out += `<path d="${path}" fill="${fill}" stroke="${darken(color, 0.4)}" stroke-width="3"/>${sheen(ctx, x - rx * 0.2, y - ry * 0.3, rx * 0.5, ry * 0.25, 0.4, -10)}`;
  }
  return out;
}

export function skewerShape(ctx: Ctx, rng: Rng, colors: readonly string[]): string {
  let out = '';
  for (let s = 0; s < 2; s++) {
    const y = -70 + s * 150;
    out += `<g transform="translate(0,${n(y)}) rotate(${n(rng.range(-8, 8))})"><line x1="-340" y1="0" x2="340" y2="0" stroke="#c69a62" stroke-width="12" stroke-linecap="round"/><line x1="-340" y1="-3" x2="340" y2="-3" stroke="#e2c08f" stroke-width="4" stroke-linecap="round"/>`;
    for (let i = 0; i < 5; i++) {
      const x = -220 + i * 110;
      const color = at(colors, i + s);
      const size = rng.range(78, 92);
      const fill = ctx.radial(
        [
          [0, lighten(color, 0.22)],
          [0.75, color],
          [1, darken(color, 0.3)],
        ],
        0.4,
        0.35,
        0.7,
      );
      out += `<rect x="${n(x - size / 2)}" y="${n(-size / 2)}" width="${n(size)}" height="${n(size)}" rx="${n(size * 0.3)}" fill="${fill}" stroke="${darken(color, 0.4)}" stroke-width="3" transform="rotate(${n(rng.range(-12, 12))} ${n(x)} 0)"/>`;
      out += `<path d="M${n(x - 26)},${n(-22)} L${n(x + 6)},${n(26)} M${n(x - 2)},${n(-30)} L${n(x + 28)},${n(18)}" stroke="${darken(color, 0.5)}" stroke-width="6" fill-opacity="0.45" stroke-opacity="0.45" stroke-linecap="round"/>`;
    }
    out += '</g>';
  }
  return out;
}

function breadShape(ctx: Ctx, rng: Rng, count = 3): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const y = -120 + i * (240 / Math.max(1, count - 1));
    const x = rng.range(-30, 30);
    const fill = ctx.linear([
      [0, '#f0c27a'],
      [0.5, '#d99a45'],
      [1, '#a8692a'],
    ]);
    out += `<g transform="translate(${n(x)},${n(y)}) rotate(${n(rng.range(-6, 6))})"><ellipse cx="0" cy="6" rx="250" ry="62" fill="#8a5523"/><ellipse cx="0" cy="0" rx="248" ry="58" fill="${fill}"/>`;
    for (let k = 0; k < 5; k++) {
      const cx = -160 + k * 80;
      out += `<ellipse cx="${n(cx)}" cy="0" rx="16" ry="46" fill="#f4e7c4" transform="rotate(25 ${n(cx)} 0)"/><ellipse cx="${n(cx)}" cy="0" rx="9" ry="36" fill="#e9d89f" transform="rotate(25 ${n(cx)} 0)"/>`;
      for (let h = 0; h < 3; h++) {
        out += `<circle cx="${n(cx + rng.range(-8, 8))}" cy="${n(rng.range(-30, 30))}" r="3.5" fill="#4e8a34"/>`;
      }
    }
    out += `<ellipse cx="-60" cy="-30" rx="140" ry="12" fill="#fff" fill-opacity="0.22"/></g>`;
  }
  return out;
}

function cheeseShape(rng: Rng): string {
  let out = '';
  for (let i = 0; i < 3; i++) {
    const y = -120 + i * 120;
    out += `<g transform="translate(${n(rng.range(-30, 30))},${n(y)}) rotate(${n(rng.range(-6, 6))})"><line x1="-320" y1="0" x2="-150" y2="0" stroke="#c69a62" stroke-width="12" stroke-linecap="round"/><rect x="-180" y="-46" width="380" height="92" rx="18" fill="#e0a94c"/><rect x="-176" y="-42" width="372" height="80" rx="16" fill="#f4d38e"/>`;
    for (let k = 0; k < 5; k++) {
      const x = -140 + k * 75;
      out += `<path d="M${n(x)},-40 L${n(x + 38)},38" stroke="#9a5a1f" stroke-width="11" stroke-linecap="round" fill-opacity="0.7" stroke-opacity="0.7"/>`;
    }
    out += `<rect x="-160" y="-36" width="340" height="12" rx="6" fill="#fff" fill-opacity="0.25"/></g>`;
  }
  return out;
}

function jarShape(ctx: Ctx, rng: Rng, contents: string, label: string, speck: string): string {
  const glass = ctx.linear(
    [
      [0, '#ffffff', 0.25],
      [0.3, '#ffffff', 0.05],
      [1, '#ffffff', 0.3],
    ],
    0,
    0,
    1,
    0,
  );
  let specks = '';
  for (let i = 0; i < 70; i++) {
    specks += `<circle cx="${n(rng.range(-105, 105))}" cy="${n(rng.range(-120, 150))}" r="${n(rng.range(2, 6))}" fill="${speck}" fill-opacity="0.8"/>`;
  }
  let bowl = '';
  for (let i = 0; i < 60; i++) {
    bowl += `<circle cx="${n(230 + rng.range(-90, 90))}" cy="${n(110 + rng.range(-22, 14))}" r="${n(rng.range(3, 7))}" fill="${rng.chance(0.3) ? speck : lighten(contents, rng.range(0, 0.2))}"/>`;
  }
  const jar = `<g transform="translate(-80,0)"><rect x="-120" y="-130" width="240" height="290" rx="36" fill="${contents}"/>${specks}<rect x="-120" y="-130" width="240" height="290" rx="36" fill="${glass}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4"/>
<rect x="-130" y="-185" width="260" height="60" rx="12" fill="${darken(label, 0.2)}"/><rect x="-130" y="-185" width="260" height="16" rx="8" fill="${lighten(label, 0.25)}"/>
<rect x="-110" y="-40" width="220" height="120" rx="10" fill="#fbf5ea"/><rect x="-110" y="-40" width="220" height="26" rx="10" fill="${label}"/><rect x="-80" y="10" width="160" height="12" rx="6" fill="${darken(label, 0.1)}" fill-opacity="0.6"/><rect x="-60" y="34" width="120" height="10" rx="5" fill="#c9b9a3"/>
<rect x="-100" y="-110" width="22" height="240" rx="11" fill="#fff" fill-opacity="0.3"/></g>`;
  return `${jar}<g><ellipse cx="230" cy="130" rx="120" ry="42" fill="#7a4a22"/><ellipse cx="230" cy="112" rx="112" ry="34" fill="${darken(contents, 0.15)}"/>${bowl}</g>`;
}

function bottleShape(
  ctx: Ctx,
  x: number,
  y: number,
  s: number,
  glass: string,
  label: string,
  cap: string,
): string {
  const fill = ctx.linear(
    [
      [0, darken(glass, 0.45)],
      [0.35, lighten(glass, 0.1)],
      [0.6, glass],
      [1, darken(glass, 0.5)],
    ],
    0,
    0,
    1,
    0,
  );
  return `<g transform="translate(${n(x)},${n(y)}) scale(${n(s)})">
<path d="M-80,0 L-80,-300 C-80,-360 -30,-372 -28,-420 L-28,-480 L28,-480 L28,-420 C30,-372 80,-360 80,-300 L80,0 Q80,14 66,14 L-66,14 Q-80,14 -80,0 Z" fill="${fill}" stroke="${darken(glass, 0.5)}" stroke-width="3"/>
<rect x="-32" y="-505" width="64" height="34" rx="6" fill="${cap}"/><rect x="-30" y="-430" width="60" height="34" rx="4" fill="${label}" fill-opacity="0.9"/>
<rect x="-80" y="-250" width="160" height="140" fill="${label}"/><rect x="-80" y="-250" width="160" height="22" fill="${darken(label, 0.25)}"/><ellipse cx="0" cy="-170" rx="48" ry="30" fill="${lighten(label, 0.5)}" fill-opacity="0.8"/><rect x="-50" y="-132" width="100" height="8" rx="4" fill="${darken(label, 0.3)}" fill-opacity="0.6"/>
<rect x="-62" y="-320" width="16" height="300" rx="8" fill="#fff" fill-opacity="0.28"/></g>`;
}

function canShape(ctx: Ctx, x: number, y: number, s: number, color: string, accent: string): string {
  const fill = ctx.linear(
    [
      [0, darken(color, 0.45)],
      [0.3, lighten(color, 0.25)],
      [0.55, color],
      [1, darken(color, 0.5)],
    ],
    0,
    0,
    1,
    0,
  );
  const metal = ctx.linear(
    [
      [0, '#8d8f93'],
      [0.4, '#e9eaec'],
      [1, '#7b7d80'],
    ],
    0,
    0,
    1,
    0,
  );
  return `<g transform="translate(${n(x)},${n(y)}) scale(${n(s)})">
<rect x="-80" y="-300" width="160" height="300" rx="18" fill="${fill}"/>
<path d="M-80,-290 L-70,-312 L70,-312 L80,-290 Z" fill="${metal}"/><ellipse cx="0" cy="-312" rx="70" ry="12" fill="${metal}" stroke="#6d6f72" stroke-width="2"/>
<rect x="-80" y="-16" width="160" height="16" rx="8" fill="${metal}"/>
<circle cx="0" cy="-160" r="50" fill="${accent}" fill-opacity="0.95"/><circle cx="0" cy="-160" r="34" fill="${lighten(accent, 0.5)}" fill-opacity="0.5"/><rect x="-80" y="-90" width="160" height="14" fill="${accent}" fill-opacity="0.8"/>
<rect x="-58" y="-290" width="14" height="270" rx="7" fill="#fff" fill-opacity="0.3"/></g>`;
}

function glassOfBeer(ctx: Ctx, x: number, y: number, s: number, beer: string): string {
  const fill = ctx.linear([
    [0, lighten(beer, 0.25)],
    [1, darken(beer, 0.15)],
  ]);
  let bubbles = '';
  for (let i = 0; i < 12; i++) {
    bubbles += `<circle cx="${n(-40 + ((i * 37) % 80))}" cy="${n(-40 - ((i * 53) % 200))}" r="${n(2 + (i % 3))}" fill="#fff" fill-opacity="0.5"/>`;
  }
  return `<g transform="translate(${n(x)},${n(y)}) scale(${n(s)})"><path d="M-70,-280 L70,-280 L58,0 L-58,0 Z" fill="${fill}" stroke="#ffffff" stroke-opacity="0.6" stroke-width="4"/>${bubbles}
<path d="M-78,-280 C-90,-320 -40,-340 -10,-322 C10,-350 70,-340 72,-310 C96,-304 86,-276 70,-276 L-70,-276 C-86,-276 -92,-290 -78,-280 Z" fill="#fdf8ee"/><rect x="-50" y="-260" width="14" height="240" rx="7" fill="#fff" fill-opacity="0.3"/></g>`;
}

function wineGlass(x: number, y: number, s: number, wine: string): string {
  return `<g transform="translate(${n(x)},${n(y)}) scale(${n(s)})"><ellipse cx="0" cy="0" rx="60" ry="12" fill="#ffffff" fill-opacity="0.5"/><rect x="-5" y="-150" width="10" height="150" fill="#ffffff" fill-opacity="0.55"/>
<path d="M-75,-330 C-80,-240 -50,-160 0,-150 C50,-160 80,-240 75,-330 Z" fill="#ffffff" fill-opacity="0.25" stroke="#ffffff" stroke-opacity="0.7" stroke-width="3"/>
<path d="M-72,-250 C-64,-190 -40,-160 0,-156 C40,-160 64,-190 72,-250 Z" fill="${wine}"/><ellipse cx="0" cy="-250" rx="72" ry="10" fill="${lighten(wine, 0.2)}"/></g>`;
}

function drinkScene(ctx: Ctx, rng: Rng, text: string): string {
  const has = (re: RegExp) => re.test(text);
  if (has(/vinho|espumante/)) {
    const wine = has(/branco/)
      ? '#e8d27a'
      : has(/rose/)
        ? '#e98c8c'
        : has(/espumante/)
          ? '#efe0a0'
          : '#6d1026';
    const glass = has(/branco|espumante|rose/) ? '#9fb07a' : '#2b3b22';
    return `${bottleShape(ctx, -80, 210, 0.82, glass, has(/rose/) ? '#f3d5d0' : '#efe4cc', '#5b1a2e')}${wineGlass(150, 210, 0.9, wine)}`;
  }
  if (has(/cachaca/)) {
    const spirit = has(/prata/) ? '#dfe8e6' : '#d99a35';
    return `${bottleShape(ctx, -70, 210, 0.82, has(/prata/) ? '#cfdad8' : '#c98a2c', '#f4e9d1', '#3a2a1a')}${glassOfBeer(ctx, 150, 210, 0.55, spirit)}${lemonHalf(ctx, 250, 170, 42, '#7cbf3c')}`;
  }
  if (has(/agua de coco/)) return `${bottleShape(ctx, 0, 210, 0.82, '#dfe9d8', '#5f9a3a', '#2f6a20')}`;
  if (has(/agua|gelo/)) {
    let cubes = '';
    if (has(/gelo/)) {
      for (let i = 0; i < 9; i++) {
        const cx = rng.range(-200, 200);
        const cy = rng.range(60, 190);
        cubes += `<rect x="${n(cx)}" y="${n(cy)}" width="64" height="64" rx="12" fill="#e3f3fb" stroke="#ffffff" stroke-width="4" fill-opacity="0.85" stroke-opacity="0.85" transform="rotate(${n(rng.range(-30, 30))} ${n(cx)} ${n(cy)})"/>`;
      }
      return `<rect x="-150" y="-220" width="300" height="330" rx="30" fill="#dff1fb" fill-opacity="0.6" stroke-opacity="0.6" stroke="#ffffff" stroke-width="6"/><rect x="-110" y="-140" width="220" height="90" rx="12" fill="#2a73b8"/>${cubes}`;
    }
    return `${bottleShape(ctx, -90, 210, 0.8, '#bfe2f2', '#2a73b8', '#2a73b8')}${bottleShape(ctx, 110, 210, 0.66, '#bfe2f2', '#2a73b8', '#1d4f80')}`;
  }
  if (has(/coca|refrigerante cola/)) {
    return `${canShape(ctx, -110, 210, 1, '#c4161c', '#ffffff')}${bottleShape(ctx, 110, 210, 0.78, '#3a1a12', '#c4161c', '#c4161c')}`;
  }
  if (has(/guarana/))
    return `${bottleShape(ctx, -20, 210, 0.85, '#1f6b2a', '#2f8a3a', '#1f6b2a')}${canShape(ctx, 170, 210, 0.75, '#2f8a3a', '#e8c23a')}`;
  if (has(/fanta/)) return `${bottleShape(ctx, 0, 210, 0.85, '#f08a1c', '#1f4aa8', '#f08a1c')}`;
  if (has(/sprite/)) return `${canShape(ctx, 0, 210, 1.05, '#1f8a4a', '#f2d33b')}`;
  // Beers
  const brand = has(/heineken|amstel|devassa/)
    ? '#1c7a3a'
    : has(/brahma|budweiser|corona|stella/)
      ? '#c4262e'
      : has(/skol/)
        ? '#e8c21a'
        : '#2a4a8a';
  const glass = has(/corona/) ? '#e8e2c8' : has(/heineken/) ? '#2e6e34' : '#5b3414';
  const accent = has(/skol/) ? '#1c3f9a' : has(/corona/) ? '#1d4d9c' : '#f3e6c4';
  if (has(/pack/)) {
    return `${canShape(ctx, -150, 220, 0.8, brand, accent)}${canShape(ctx, 0, 220, 0.8, brand, accent)}${canShape(ctx, 150, 220, 0.8, brand, accent)}`;
  }
  const main = has(/lata/)
    ? canShape(ctx, -100, 210, 1, brand, accent)
    : bottleShape(ctx, -100, 210, 0.82, glass, brand, brand);
  return `${main}${glassOfBeer(ctx, 130, 210, 0.9, '#e6a11f')}`;
}

function charcoalShape(ctx: Ctx, rng: Rng, text: string): string {
  const sackFill = ctx.linear(
    [
      [0, '#c79c64'],
      [0.5, '#b88a52'],
      [1, '#8d6436'],
    ],
    0,
    0,
    1,
    0,
  );
  const isGel = /gel/.test(text);
  const isWood = /lenha/.test(text);
  let front = '';
  if (isWood) {
    // A pyramid of logs seen from the side, resting on the table top (local y = 190).
    const logs: Point[] = [
      [-120, 158],
      [0, 158],
      [120, 158],
      [-60, 98],
      [60, 98],
      [0, 38],
    ];
    for (const [x, y] of logs) {
      front += `<g transform="translate(${n(x)},${n(y)}) scale(0.55,1) rotate(${n(rng.range(-1, 1))})"><rect x="-200" y="-30" width="400" height="60" rx="28" fill="#8a5a32"/><rect x="-200" y="-30" width="400" height="14" rx="7" fill="#a87444"/><circle cx="200" cy="0" r="30" fill="#d7b07a"/><circle cx="200" cy="0" r="18" fill="none" stroke="#b58a55" stroke-width="4"/></g>`;
    }
    return front;
  }
  let coals = '';
  for (let i = 0; i < 11; i++) {
    const cx = rng.range(-300, 300);
    const cy = rng.range(120, 200);
    const pts = blobPoints(rng, cx, cy, rng.range(30, 50), rng.range(22, 36), 6, 0.25);
    const ember = rng.chance(0.3);
    coals += `<path d="${smoothClosed(pts)}" fill="${ember ? '#3a1d12' : '#262626'}" stroke="${ember ? '#e2572a' : '#4a4a4a'}" stroke-width="${ember ? 5 : 3}"/>`;
  }
  const product = isGel
    ? `<path d="M-110,180 L-110,-120 Q-110,-160 -60,-170 L-40,-230 L40,-230 L60,-170 Q110,-160 110,-120 L110,180 Z" fill="#e9473a" stroke="#9e2a20" stroke-width="4"/><rect x="-50" y="-260" width="100" height="40" rx="8" fill="#f2f2f2"/><rect x="-90" y="-60" width="180" height="130" rx="12" fill="#fff6e0"/><path d="M0,40 C-40,10 -20,-20 0,-50 C10,-20 40,0 20,30 C35,20 40,10 38,0 C55,30 40,60 0,40 Z" fill="#f08a24"/>`
    : `<path d="M-220,190 L-190,-150 Q-110,-200 0,-195 Q110,-200 190,-150 L220,190 Q0,215 -220,190 Z" fill="${sackFill}" stroke="#7a5429" stroke-width="4"/>
<path d="M-190,-150 Q-110,-118 0,-124 Q110,-118 190,-150" stroke="#7a5429" stroke-width="4" fill="none"/><path d="M-120,-110 L-130,170 M120,-110 L130,170" stroke="#a07646" stroke-width="3" fill-opacity="0.6" stroke-opacity="0.6"/>
<rect x="-140" y="-60" width="280" height="170" rx="14" fill="#1d1d1d"/><path d="M0,70 C-50,30 -26,-10 0,-46 C14,-10 50,10 26,52 C44,40 50,26 48,12 C70,50 50,86 0,70 Z" fill="#f08a24"/><path d="M0,62 C-20,40 -10,20 0,2 C8,22 24,34 10,58 Z" fill="#ffd23f"/>`;
  return `${product}${coals}`;
}

function saltShape(ctx: Ctx, rng: Rng, herbs: boolean): string {
  const bowlFill = ctx.linear([
    [0, '#a8774a'],
    [1, '#6e4622'],
  ]);
  let crystals = '';
  for (let i = 0; i < 120; i++) {
    const a = rng.range(Math.PI, Math.PI * 2);
    const r = Math.sqrt(rng.next());
    const x = Math.cos(a) * r * 200;
    const y = -20 + Math.sin(a) * r * 90;
    const s = rng.range(9, 18);
    crystals += `<rect x="${n(x)}" y="${n(y)}" width="${n(s)}" height="${n(s)}" rx="2" fill="${rng.chance(0.3) ? '#e8eef2' : '#ffffff'}" stroke="#d5dde3" stroke-width="1.5" transform="rotate(${n(rng.range(0, 90))} ${n(x)} ${n(y)})"/>`;
    if (herbs && rng.chance(0.25))
      crystals += `<circle cx="${n(x + 6)}" cy="${n(y + 4)}" r="4" fill="#4e7a34"/>`;
  }
  return `<path d="M-230,-20 Q-230,170 0,170 Q230,170 230,-20 Z" fill="${bowlFill}" stroke="#5a371a" stroke-width="4"/>${crystals}<ellipse cx="0" cy="-20" rx="230" ry="20" fill="none" stroke="#5a371a" stroke-width="4" stroke-opacity="0.5"/>${saltGrains(rng, 150, 200, 140, 18)}`;
}

function toolShape(ctx: Ctx, rng: Rng, text: string): string {
  const steel = ctx.linear(
    [
      [0, '#f4f5f7'],
      [0.5, '#b9bdc3'],
      [1, '#8a8f96'],
    ],
    0,
    0,
    0,
    1,
  );
  if (/grelha/.test(text)) {
    let bars = '';
    for (let i = 0; i < 11; i++)
      bars += `<line x1="${n(-230 + i * 46)}" y1="-170" x2="${n(-230 + i * 46)}" y2="170" stroke="#b4b9c0" stroke-width="10"/>`;
    return `<rect x="-260" y="-180" width="520" height="360" rx="16" fill="none" stroke="#9aa0a8" stroke-width="20"/>${bars}<rect x="260" y="-20" width="120" height="40" rx="14" fill="#6b4226"/>`;
  }
  if (/tabua/.test(text)) {
    return `<rect x="-280" y="-170" width="560" height="340" rx="40" fill="#b98550" stroke="#8a5a30" stroke-width="6"/><rect x="-245" y="-135" width="490" height="270" rx="26" fill="none" stroke="#8a5a30" stroke-width="8" stroke-opacity="0.6"/><circle cx="230" cy="-120" r="18" fill="#8a5a30"/>`;
  }
  if (/luva/.test(text)) {
    return `<path d="M-120,200 L-130,-40 C-134,-80 -100,-90 -92,-50 L-90,-140 C-90,-180 -50,-180 -48,-140 L-44,-170 C-42,-210 0,-210 2,-170 L6,-150 C8,-190 50,-190 52,-150 L56,-60 C80,-100 130,-80 110,-30 L60,120 L60,200 Z" fill="#9a6034" stroke="#6b3f1f" stroke-width="6"/><path d="M-92,-50 L-90,60 M-48,-140 L-46,60 M2,-170 L4,60" stroke="#6b3f1f" stroke-width="4" fill="none"/><rect x="-130" y="140" width="200" height="70" rx="12" fill="#c0392b"/>`;
  }
  const handle = '#6b4226';
  const knife = `<g transform="rotate(-20)"><path d="M-60,-22 L300,-22 Q340,-22 330,0 Q320,22 -60,22 Z" fill="${steel}" stroke="#7c8188" stroke-width="3"/><rect x="-260" y="-26" width="200" height="52" rx="20" fill="${handle}"/><circle cx="-220" cy="0" r="7" fill="#d8c39a"/><circle cx="-110" cy="0" r="7" fill="#d8c39a"/></g>`;
  const skewer = (y: number) =>
    `<g transform="translate(0,${n(y)}) rotate(${n(rng.range(8, 16))})"><rect x="-200" y="-8" width="560" height="16" rx="4" fill="${steel}" stroke="#7c8188" stroke-width="2"/><rect x="-330" y="-24" width="140" height="48" rx="18" fill="${handle}"/></g>`;
  if (/espeto/.test(text)) return `${skewer(-90)}${skewer(0)}${skewer(90)}`;
  if (/pegador/.test(text)) {
    return `<g transform="rotate(-15)"><path d="M-280,-14 L260,-60 L280,-40 L-280,10 Z" fill="${steel}" stroke="#7c8188" stroke-width="3"/><path d="M-280,14 L260,60 L280,40 L-280,-10 Z" fill="${steel}" stroke="#7c8188" stroke-width="3"/><rect x="-320" y="-26" width="100" height="52" rx="16" fill="${handle}"/></g>`;
  }
  return knife;
}

function feijoadaShape(ctx: Ctx, rng: Rng): string {
  const clay = ctx.radial([
    [0.8, '#8e4a26'],
    [1, '#5e2c14'],
  ]);
  let beans = '';
  for (let i = 0; i < 160; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = Math.sqrt(rng.next()) * 200;
    const x = Math.cos(a) * r;
    const y = Math.sin(a) * r * 0.82;
    beans += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="13" ry="8" fill="${rng.pick(['#2a1511', '#1d0e0b', '#3a1e17'])}" transform="rotate(${n(rng.range(0, 180))} ${n(x)} ${n(y)})"/><circle cx="${n(x - 3)}" cy="${n(y - 3)}" r="2.5" fill="#7a4a3a" fill-opacity="0.7"/>`;
  }
  let meats = '';
  for (let i = 0; i < 7; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = rng.range(40, 170);
    const x = Math.cos(a) * r;
    const y = Math.sin(a) * r * 0.8;
    if (i % 2 === 0) {
      meats += `<circle cx="${n(x)}" cy="${n(y)}" r="30" fill="#9c3b2a" stroke="#5e1f14" stroke-width="4"/><circle cx="${n(x)}" cy="${n(y)}" r="22" fill="#b8543d"/><circle cx="${n(x - 7)}" cy="${n(y - 5)}" r="4" fill="#f0cdb7"/><circle cx="${n(x + 8)}" cy="${n(y + 6)}" r="3" fill="#f0cdb7"/>`;
    } else {
      meats += `<path d="${smoothClosed(blobPoints(rng, x, y, 42, 28, 7, 0.2))}" fill="#7a3024" stroke="#4a1a12" stroke-width="3"/><path d="M${n(x - 30)},${n(y - 6)} L${n(x + 30)},${n(y - 10)}" stroke="#e9c9ad" stroke-width="5" fill-opacity="0.7" stroke-opacity="0.7"/>`;
    }
  }
  const leaves = `<ellipse cx="-60" cy="-80" rx="40" ry="14" fill="#3f6b2a" transform="rotate(-30 -60 -80)"/><ellipse cx="90" cy="40" rx="40" ry="14" fill="#4a7a30" transform="rotate(20 90 40)"/>`;
  return `<ellipse cx="0" cy="14" rx="275" ry="232" fill="#4a2210"/><ellipse cx="0" cy="0" rx="270" ry="225" fill="${clay}"/><ellipse cx="0" cy="0" rx="235" ry="192" fill="#1a0d0a"/>${beans}${meats}${leaves}
<rect x="-330" y="-40" width="70" height="50" rx="16" fill="#7a3a1c"/><rect x="260" y="-40" width="70" height="50" rx="16" fill="#7a3a1c"/>${lemonHalf(ctx, 300, 190, 60, '#f29a1f')}`;
}

function kitShape(ctx: Ctx, rng: Rng, meat: string): string {
  return `<g transform="translate(-150,-40) scale(0.55)">${steakShape(ctx, rng, meat, FAT)}</g>
<g transform="translate(175,-95) scale(0.5)">${sausageShape(rng, '#a8432d', 2)}</g>
<g transform="translate(170,95) scale(0.48)">${breadShape(ctx, rng, 2)}</g>
<g transform="translate(-160,150) scale(0.45)">${skewerShape(ctx, rng, ['#8a3b22', '#efe6d6', '#c8372d', '#8a3b22', '#3f8f3a'])}</g>`;
}

/** A soft drop shadow without filters (cheap to rasterise): concentric translucent rounded rects. */
function softRectShadow(x: number, y: number, w: number, h: number, rx: number, opacity = 0.4): string {
  const layers = 6;
  let out = '';
  for (let i = layers; i >= 1; i--) {
    const grow = i * 6;
    out += `<rect x="${n(x - grow)}" y="${n(y - grow)}" width="${n(w + grow * 2)}" height="${n(h + grow * 2)}" rx="${n(rx + grow)}" fill="#000" fill-opacity="${((opacity / layers) * 0.9).toFixed(3)}"/>`;
  }
  return out;
}

function softEllipseShadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.35): string {
  const layers = 6;
  let out = '';
  for (let i = layers; i >= 1; i--) {
    const grow = i * 6;
    out += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx + grow)}" ry="${n(ry + grow * 0.6)}" fill="#000" fill-opacity="${((opacity / layers) * 0.9).toFixed(3)}"/>`;
  }
  return out;
}

export interface Surface {
  kind: 'board' | 'slate' | 'plate' | 'paper' | 'table';
}

export function surfaceFor(kind: Kind, rng: Rng): Surface['kind'] {
  switch (kind) {
    case 'drink':
      return 'table';
    case 'charcoal':
    case 'salt':
      return 'table';
    case 'tool':
      return 'slate';
    case 'burger':
      return 'slate';
    case 'feijoada':
    case 'jar':
      return 'board';
    case 'pieces':
    case 'bird':
      return rng.chance(0.5) ? 'plate' : 'board';
    default:
      return rng.pick(['board', 'board', 'slate', 'paper'] as const);
  }
}

export function drawSurface(ctx: Ctx, rng: Rng, kind: Surface['kind']): string {
  if (kind === 'table') {
    const wood = ctx.linear([
      [0, '#7a4d2a'],
      [1, '#4e2f18'],
    ]);
    let grain = '';
    for (let i = 0; i < 6; i++) {
      const y = 640 + i * 22;
      grain += `<path d="M0,${n(y)} Q300,${n(y + rng.range(-8, 8))} 600,${n(y)} T1200,${n(y)}" stroke="#3c230f" stroke-width="2" fill="none" stroke-opacity="0.35"/>`;
    }
    return `<rect x="0" y="620" width="1200" height="280" fill="${wood}"/>${grain}<rect x="0" y="620" width="1200" height="6" fill="#9a6a40" fill-opacity="0.6"/>${softEllipseShadow(600, 650, 340, 18, 0.5)}`;
  }
  if (kind === 'plate') {
    const plate = ctx.radial([
      [0, '#ffffff'],
      [0.75, '#f4eee6'],
      [1, '#ddd3c5'],
    ]);
    return `${softEllipseShadow(612, 450, 420, 292, 0.4)}<ellipse cx="600" cy="420" rx="430" ry="300" fill="${plate}"/><ellipse cx="600" cy="420" rx="350" ry="238" fill="none" stroke="#e3dace" stroke-width="6"/>`;
  }
  const tilt = n(rng.range(-3, 3));
  if (kind === 'slate') {
    const slate = ctx.linear([
      [0, '#4a4a4e'],
      [1, '#2b2b2e'],
    ]);
    let specks = '';
    for (let i = 0; i < 40; i++) {
      specks += `<circle cx="${n(rng.range(180, 1020))}" cy="${n(rng.range(170, 700))}" r="${n(rng.range(1, 3))}" fill="#8a8a90" fill-opacity="0.4"/>`;
    }
    return `<g transform="rotate(${tilt} 600 430)">${softRectShadow(165, 172, 880, 556, 26)}<rect x="150" y="150" width="900" height="560" rx="26" fill="${slate}"/>${specks}<rect x="150" y="150" width="900" height="560" rx="26" fill="none" stroke="#5d5d63" stroke-width="4"/></g>`;
  }
  if (kind === 'paper') {
    return `<g transform="rotate(${tilt} 600 430)">${softRectShadow(165, 172, 880, 556, 8, 0.35)}<rect x="150" y="150" width="900" height="560" rx="8" fill="#efe3cc"/><path d="M150,150 L1050,150 L1050,200 Q600,185 150,205 Z" fill="#e3d3b6" fill-opacity="0.7"/><rect x="150" y="150" width="900" height="560" rx="8" fill="none" stroke="#d8c6a5" stroke-width="3"/></g>`;
  }
  const wood = ctx.linear(
    [
      [0, '#c9935a'],
      [0.5, '#b27b43'],
      [1, '#94612f'],
    ],
    0,
    0,
    1,
    1,
  );
  let grain = '';
  for (let i = 0; i < 14; i++) {
    const y = 185 + i * 38 + rng.range(-8, 8);
    grain += `<path d="M170,${n(y)} C400,${n(y + rng.range(-18, 18))} 800,${n(y + rng.range(-18, 18))} 1030,${n(y)}" stroke="#7d4e24" stroke-width="${n(rng.range(1.5, 3.5))}" fill="none" stroke-opacity="0.35"/>`;
  }
  return `<g transform="rotate(${tilt} 600 430)">${softRectShadow(166, 174, 880, 556, 46)}<rect x="150" y="150" width="900" height="560" rx="46" fill="${wood}"/>${grain}<rect x="150" y="150" width="900" height="560" rx="46" fill="none" stroke="#7b4c22" stroke-width="6"/><rect x="160" y="158" width="880" height="12" rx="6" fill="#fff" fill-opacity="0.15"/><circle cx="1000" cy="200" r="16" fill="#6b411c"/></g>`;
}

/** The food (or product) of a scene, centred on (600, 430) of a 1200 × 900 canvas. */
export function drawSubject(ctx: Ctx, rng: Rng, subject: Subject): string {
  const { kind, meat, fat, text } = subject;
  const rot = n(rng.range(-8, 8));
  const place = (body: string, scale = 1, dx = 0, dy = 0, rotate = rot) =>
    `<g transform="translate(${n(600 + dx)},${n(430 + dy)}) rotate(${rotate}) scale(${n(scale)})">${body}</g>`;
  const grillMarks = /churrasco|grelh/.test(text);
  switch (kind) {
    case 'steak': {
      if (meat === CHICKEN_RAW) {
        const fillet = { rx: 230, ry: 120, marbling: 0 };
        return (
          place(steakShape(ctx, rng, meat, lighten(meat, 0.25), fillet), 1, -20, -70, n(rng.range(-18, -6))) +
          place(steakShape(ctx, rng, meat, lighten(meat, 0.25), fillet), 1, 40, 100, n(rng.range(4, 16))) +
          lemonHalf(ctx, 900, 230, 55) +
          rosemary(250, 640, -10, 190) +
          peppercorns(rng, 920, 620, 50, 7)
        );
      }
      const count = /bife|medalh|steak|bisteca|fatiad/.test(text) ? 2 : 1;
      if (count === 2) {
        return (
          place(steakShape(ctx, rng, meat, fat, { rx: 200, ry: 140 }), 1, -150, -40, n(rng.range(-15, 0))) +
          place(steakShape(ctx, rng, meat, fat, { rx: 200, ry: 140 }), 1, 170, 60, n(rng.range(0, 15))) +
          rosemary(700, 220, -20, 220) +
          peppercorns(rng, 330, 600, 60, 8) +
          saltGrains(rng, 900, 600, 80, 16)
        );
      }
      return (
        place(
          steakShape(ctx, rng, meat, fat, {
            marbling: /wagyu|angus|ancho|chorizo|denver|maturad/.test(text) ? 11 : 6,
          }),
        ) +
        rosemary(760, 600, -12, 230) +
        garlic(300, 610, 0.9) +
        saltGrains(rng, 860, 230, 90, 20) +
        (grillMarks ? peppercorns(rng, 320, 240, 50, 6) : '')
      );
    }
    case 'ribs':
      return (
        place(ribsShape(ctx, rng, meat, fat), 1, 0, 10) +
        rosemary(230, 640, -8, 200) +
        saltGrains(rng, 930, 640, 70, 18)
      );
    case 'ground':
      return (
        place(groundShape(ctx, rng, meat), 1, -40, 0) +
        garlic(900, 610, 0.9) +
        rosemary(820, 240, 30, 200) +
        peppercorns(rng, 300, 620, 50, 7)
      );
    case 'burger': {
      const count = /pacote|mini|caixa|smash/.test(text) ? 3 : 2;
      const patty = /frango/.test(text) ? '#e6b29a' : /angus|picanha/.test(text) ? '#a82430' : '#b53a32';
      return (
        place(burgerShape(ctx, rng, patty, count), 1, 0, 0, '0') +
        saltGrains(rng, 980, 660, 40, 10) +
        peppercorns(rng, 230, 650, 30, 6)
      );
    }
    case 'sausage': {
      const casing = /frango/.test(text)
        ? '#d9925e'
        : /calabresa|paio|portuguesa/.test(text)
          ? '#8c2c1e'
          : /cordeiro|costela|picanha|mista/.test(text)
            ? '#96392a'
            : '#b64a34';
      const chilis = /apimentad|pimenta|calabresa/.test(text);
      return (
        place(sausageShape(rng, casing, 3), 1, 0, 0) +
        (chilis ? chili(880, 640, -10) + chili(260, 230, 160) : rosemary(240, 640, -10, 200)) +
        saltGrains(rng, 930, 240, 60, 12)
      );
    }
    case 'bacon':
      return place(baconShape(rng, '#c55a4e'), 1, 0, 10) + peppercorns(rng, 900, 640, 60, 8);
    case 'belly':
      return (
        place(bellyShape(ctx, rng, meat), 1, 0, 0) +
        rosemary(250, 640, -10, 200) +
        saltGrains(rng, 930, 240, 70, 16)
      );
    case 'drumstick':
      return (
        drumstickShape(ctx, rng, ROAST, 520, 330, rng.range(-25, -5), 1) +
        drumstickShape(ctx, rng, ROAST, 680, 520, rng.range(170, 200), 1) +
        lemonHalf(ctx, 330, 580, 70) +
        rosemary(820, 230, 25, 200)
      );
    case 'bird':
      return (
        place(birdShape(ctx, rng, ROAST), 0.95, 0, -40, '0') +
        lemonHalf(ctx, 280, 260, 60) +
        lemonHalf(ctx, 925, 610, 56) +
        rosemary(770, 215, 15, 200) +
        rosemary(240, 590, -20, 180)
      );
    case 'pieces': {
      const color = /torresmo|empanado|passarinho/.test(text)
        ? '#d38a35'
        : /coracao/.test(text)
          ? '#8e2230'
          : /mocoto|pe |orelha|bucho/.test(text)
            ? '#e2bfa6'
            : /rabo|rabada/.test(text)
              ? '#9a2f2c'
              : meat;
      const small = /coracao|moela|torresmo/.test(text);
      return (
        place(piecesShape(ctx, rng, color, small ? 7 : 5, small ? 0.75 : 1), 1, 0, 0) +
        rosemary(240, 640, -8, 190) +
        saltGrains(rng, 920, 640, 60, 12)
      );
    }
    case 'skewer': {
      const colors = /misto/.test(text)
        ? ['#8a3b22', '#efe6d6', '#e0a05a', '#3f8f3a', '#a8432d']
        : /queijo/.test(text)
          ? ['#f2cf7e']
          : /frango|medalhao/.test(text)
            ? ['#e0a05a', '#c98a45', /bacon/.test(text) ? '#b8483c' : '#e0a05a']
            : /coracao/.test(text)
              ? ['#7e2028']
              : /linguica/.test(text)
                ? ['#a8432d']
                : ['#8a3b22', '#efe6d6', '#8a3b22', '#c8372d'];
      return place(skewerShape(ctx, rng, colors), 1, 0, 0, '0') + saltGrains(rng, 930, 650, 60, 14);
    }
    case 'kit':
      return place(kitShape(ctx, rng, meat), 1.15, 0, 0, '0');
    case 'feijoada':
      return place(feijoadaShape(ctx, rng), 1.12, -30, 0, '0');
    case 'drink':
      // Drinks stand on the table top (y ≈ 645) and are drawn larger than the food.
      return place(drinkScene(ctx, rng, text), 1.3, 0, 215 - 210 * 1.3, '0');
    case 'charcoal':
      return place(charcoalShape(ctx, rng, text), 1, 0, 0, '0');
    case 'salt':
      return place(saltShape(ctx, rng, /erva/.test(text)), 1, 0, 20, '0') + rosemary(880, 630, -20, 180);
    case 'tool':
      return place(toolShape(ctx, rng, text), 1, 0, -10, '0');
    case 'bread':
      if (/pao de queijo/.test(text)) {
        return place(piecesShape(ctx, rng, '#e2a550', 7, 0.85), 1, 0, 0) + rosemary(250, 640, -10, 180);
      }
      return place(breadShape(ctx, rng, 3), 1, 0, 0) + garlic(920, 630, 1) + garlic(300, 230, 0.8);
    case 'cheese':
      return place(cheeseShape(rng), 1, 0, 0) + rosemary(860, 640, -15, 180);
    case 'jar': {
      const palette: [RegExp, string, string, string][] = [
        [/farofa/, '#d9b27a', '#8a5a2a', '#b5402a'],
        [/vinagrete/, '#c8442e', '#2f7a3a', '#3a8a3a'],
        [/maionese/, '#f4ead0', '#6b8a3a', '#6a9a3a'],
        [/barbecue/, '#5a2414', '#2a1a12', '#8a3a1a'],
        [/dende/, '#e26a12', '#a84a10', '#b84a10'],
        [/alho/, '#efe4c4', '#7a6a4a', '#c9b48a'],
        [/mandioca/, '#f1e2b0', '#5a8a3a', '#d8c08a'],
        [/pepper|chimichurri/, '#8a8a3a', '#3a6a2a', '#2f4f1a'],
        [/paprica|baiano|tempero/, '#c2461e', '#7a2a12', '#e2a23a'],
      ];
      const match = palette.find(([re]) => re.test(text));
      const [, contents, label, speck] = match ?? [/x/, '#c2461e', '#7a2a12', '#e2a23a'];
      return place(jarShape(ctx, rng, contents, label, speck), 1, 0, 20, '0');
    }
  }
}
