/**
 * Deterministic, self-contained product illustrations: an SVG scene (gradient background, a board or
 * plate, a stylised product chosen from the name, garnish, and the name in a band for the bigger sizes)
 * rasterised to WebP with sharp. No downloads and no external fonts. Also renders the home banners and
 * department pictures used by scripts/generate-media.mts.
 */
import sharp, { type Sharp } from 'sharp';
import { IMAGE_SIZES, type ImageSize } from '../../lib/media/media-paths';
import { Ctx, FONT, Rng, darken, escapeXml, hash32, lighten, n, texture } from './drawing-basics';
export { RENDERER_VERSION } from './drawing-basics';
import {
  burgerShape,
  drawSubject,
  drawSurface,
  groundShape,
  sausageShape,
  skewerShape,
  steakShape,
  surfaceFor,
} from './food-shapes';
import { peppercorns } from './garnish';
import { nameBand, wrap } from './labels';
import { BEEF, FAT, subjectFor } from './product-kinds';

/** The gradient background with a subtle texture, and the vignette to lay over the finished scene. */
// Full-canvas gradients are slow to rasterise at full size, and smooth: they are drawn at a quarter of the
// resolution and upscaled by sharp. The detailed scene is a second, transparent SVG composited on top.
const BASE_SCALE = 4;

/** The gradient background, glow and vignette (plus optional extra full-canvas layers), at low resolution. */
function baseLayerSvg(
  color: string,
  viewWidth: number,
  viewHeight: number,
  extra: (ctx: Ctx) => string = () => '',
): string {
  const ctx = new Ctx();
  const bg = ctx.linear(
    [
      [0, lighten(color, 0.22)],
      [0.55, color],
      [1, darken(color, 0.38)],
    ],
    0,
    0,
    1,
    1,
  );
  const glow = ctx.radial(
    [
      [0, '#ffffff', 0.22],
      [1, '#ffffff', 0],
    ],
    0.45,
    0.4,
    0.6,
  );
  const vignette = ctx.radial(
    [
      [0.55, '#000000', 0],
      [1, '#000000', 0.4],
    ],
    0.5,
    0.5,
    0.75,
  );
  const full = (fill: string) => `<rect width="${viewWidth}" height="${viewHeight}" fill="${fill}"/>`;
  const body = `${full(bg)}${full(glow)}${full(vignette)}${extra(ctx)}`;
  const width = Math.max(2, Math.round(viewWidth / BASE_SCALE));
  const height = Math.max(2, Math.round(viewHeight / BASE_SCALE));
  return svgDocument(ctx, width, height, viewWidth, viewHeight, body);
}

function svgDocument(
  ctx: Ctx,
  width: number,
  height: number,
  viewWidth: number,
  viewHeight: number,
  body: string,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewWidth} ${viewHeight}" preserveAspectRatio="xMidYMid slice"><defs>${ctx.defs.join('')}</defs>${body}</svg>`;
}

interface Layers {
  base: string;
  scene: string;
}

/** The base (low resolution) upscaled to width × height, with the scene composited over it. */
function compose(layers: Layers, width: number, height: number): Sharp {
  return sharp(Buffer.from(layers.base))
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .composite([{ input: Buffer.from(layers.scene) }]);
}

export type ProductInput = { name: string; color: string; seed: string };

function productLayers(input: ProductInput, size: ImageSize): Layers {
  const { width, height } = IMAGE_SIZES[size];
  const rng = new Rng(hash32(`${input.seed}|${input.name}`));
  const ctx = new Ctx();
  const subject = subjectFor(input.name);
  const grain = size === 'mini' ? '' : texture(ctx, rng, 1200, 900);
  const surface = drawSurface(ctx, rng, surfaceFor(subject.kind, rng));
  const food = drawSubject(ctx, rng, subject);
  const band = size === 'mini' ? '' : nameBand(input.name, lighten(input.color, 0.1));
  // Mini images are all picture; bigger sizes shrink the scene a little to make room for the name band.
  const fit = size === 'mini' ? '' : ' transform="translate(60,-18) scale(0.9)"';
  return {
    base: baseLayerSvg(input.color, 1200, 900),
    scene: svgDocument(ctx, width, height, 1200, 900, `${grain}<g${fit}>${surface}${food}</g>${band}`),
  };
}

/** libwebp effort 2 encodes ~3× faster than the default 4 for files ~5% larger. */
const WEBP_EFFORT = 2;

const QUALITY: Record<ImageSize, number> = { mini: 70, small: 80, large: 82 };

async function renderProductImage(input: ProductInput, size: ImageSize): Promise<Buffer> {
  const { width, height } = IMAGE_SIZES[size];
  return compose(productLayers(input, size), width, height)
    .webp({ quality: QUALITY[size], effort: WEBP_EFFORT })
    .toBuffer();
}

/**
 * All three sizes at once, cheaper than three renderProductImage calls: 'small' is downscaled from the
 * 'large' raster (same picture, same name band) instead of being rasterised again.
 */
export async function renderProductImageSet(input: ProductInput): Promise<Record<ImageSize, Buffer>> {
  const { width, height } = IMAGE_SIZES.large;
  const raster = await compose(productLayers(input, 'large'), width, height)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const fromRaster = () => sharp(raster.data, { raw: raster.info });
  const [large, small, mini] = await Promise.all([
    fromRaster().webp({ quality: QUALITY.large, effort: WEBP_EFFORT }).toBuffer(),
    fromRaster()
      .resize(IMAGE_SIZES.small.width, IMAGE_SIZES.small.height, { fit: 'fill' })
      .webp({ quality: QUALITY.small, effort: WEBP_EFFORT })
      .toBuffer(),
    renderProductImage(input, 'mini'),
  ]);
  return { large, small, mini };
}

/** A 600 × 400 (by default) department picture: the department's typical product, no text. */
export async function renderDepartmentImage(input: ProductInput, width = 600, height = 400): Promise<Buffer> {
  const rng = new Rng(hash32(`dept|${input.seed}`));
  const ctx = new Ctx();
  const subject = subjectFor(input.name);
  // A 3:2 view (1200 × 800) of the 4:3 scene, scaled so that the food stays centred.
  const grain = texture(ctx, rng, 1200, 800);
  const surface = drawSurface(ctx, rng, surfaceFor(subject.kind, rng));
  const food = drawSubject(ctx, rng, subject);
  const layers = {
    base: baseLayerSvg(input.color, 1200, 800),
    scene: svgDocument(
      ctx,
      width,
      height,
      1200,
      800,
      `${grain}<g transform="translate(75,-5) scale(0.875)">${surface}${food}</g>`,
    ),
  };
  return compose(layers, width, height).webp({ quality: 82, effort: WEBP_EFFORT }).toBuffer();
}

export type BannerTheme = 'feijoada' | 'churrasco' | 'blends';

/** A 1440 × 480 (by default) home banner with a pt-BR headline on the left and a scene on the right. */
export async function renderBannerImage(
  input: { theme: BannerTheme; headline: string; subline: string; color: string },
  width = 1440,
  height = 480,
): Promise<Buffer> {
  const rng = new Rng(hash32(`banner|${input.theme}`));
  const ctx = new Ctx();
  let scene: string;
  if (input.theme === 'feijoada') {
    scene =
      drawSurface(ctx, rng, 'board') +
      drawSubject(ctx, rng, { kind: 'feijoada', meat: BEEF, fat: FAT, text: 'feijoada' });
  } else if (input.theme === 'churrasco') {
    const grill = Array.from(
      { length: 12 },
      (_, i) =>
        `<line x1="${170 + i * 78}" y1="150" x2="${170 + i * 78}" y2="710" stroke="#2b2b2b" stroke-width="12"/>`,
    ).join('');
    const flames = Array.from({ length: 9 }, (_, i) => {
      const x = 200 + i * 100 + rng.range(-20, 20);
      return `<path d="M${n(x)},760 C${n(x - 50)},700 ${n(x - 10)},660 ${n(x)},600 C${n(x + 20)},660 ${n(x + 60)},690 ${n(x)},760 Z" fill="#f08a24" fill-opacity="0.85"/><path d="M${n(x)},760 C${n(x - 20)},720 ${n(x)},700 ${n(x)},670 C${n(x + 10)},700 ${n(x + 25)},720 ${n(x)},760 Z" fill="#ffd23f"/>`;
    }).join('');
    scene =
      `<rect x="140" y="140" width="920" height="590" rx="20" fill="#1b1b1b"/>${flames}${grill}<rect x="140" y="140" width="920" height="590" rx="20" fill="none" stroke="#555" stroke-width="14"/>` +
      `<g transform="translate(420,330) rotate(-8) scale(0.75)">${steakShape(ctx, rng, BEEF, FAT)}</g>` +
      `<g transform="translate(830,300) rotate(6) scale(0.55)">${sausageShape(rng, '#b64a34', 3)}</g>` +
      `<g transform="translate(660,590) scale(0.6)">${skewerShape(ctx, rng, ['#8a3b22', '#efe6d6', '#8a3b22', '#c8372d', '#3f8f3a'])}</g>`;
  } else {
    scene =
      drawSurface(ctx, rng, 'slate') +
      `<g transform="translate(600,430)">${burgerShape(ctx, rng, '#b53a32', 3)}</g>` +
      `<g transform="translate(930,620) scale(0.4)">${groundShape(ctx, rng, '#b3262d')}</g>` +
      peppercorns(rng, 280, 650, 40, 8);
  }
  const lines = wrap(input.headline, 18, 2);
  const headline = (fill: string) =>
    lines
      .map(
        (line, i) =>
          `<text x="90" y="${n(150 + i * 74)}" font-family="${FONT}" font-size="64" font-weight="bold" fill="${fill}">${escapeXml(line)}</text>`,
      )
      .join('');
  const subY = 150 + lines.length * 74 + 6;
  const body = `${texture(ctx, rng, 1440, 480)}<g transform="translate(770,-10) scale(0.62)">${scene}</g>
<g fill-opacity="0.45" transform="translate(3,4)">${headline('#000000')}</g>${headline('#ffffff')}
<text x="92" y="${n(subY)}" font-family="${FONT}" font-size="26" fill="#fbe9d7">${escapeXml(input.subline)}</text>
<rect x="90" y="${n(subY + 36)}" width="250" height="62" rx="31" fill="#f6c244"/><text x="215" y="${n(subY + 77)}" text-anchor="middle" font-family="${FONT}" font-size="26" font-weight="bold" fill="#3a1f10">Compre agora</text>`;
  // The left-hand shade that keeps the headline readable belongs to the (low resolution) base layer.
  const base = baseLayerSvg(input.color, 1440, 480, (baseCtx) => {
    const shade = baseCtx.linear(
      [
        [0, '#000000', 0.45],
        [0.55, '#000000', 0.12],
        [1, '#000000', 0],
      ],
      0,
      0,
      1,
      0,
    );
    return `<rect width="1440" height="480" fill="${shade}"/>`;
  });
  const layers = { base, scene: svgDocument(ctx, width, height, 1440, 480, body) };
  return compose(layers, width, height).webp({ quality: 84, effort: WEBP_EFFORT }).toBuffer();
}
