/**
 * The pictures of the churrascômetro's cut types (step 2): a flat drawing on a wooden board, one per cut
 * type: a whole piece with its fat cap, slices fanned out, or cubes on a skewer. SVG rasterised to WebP
 * with sharp, deterministic, no fonts and no downloads.
 */
import sharp from 'sharp';

const CUT_TYPE_IMAGE = { width: 320, height: 240 } as const;

const MEAT = '#a8322d';
const MEAT_DARK = '#7d2120';
const FAT = '#f3e3c6';
const BOARD = '#b9834d';
const BOARD_DARK = '#94643a';

function piece(): string {
  return `
    <path d="M70 150 C60 100 110 70 170 74 C230 78 268 104 262 144 C256 184 200 196 150 192 C100 188 76 178 70 150 Z" fill="${MEAT}"/>
    <path d="M70 150 C60 100 110 70 170 74 C230 78 268 104 262 144 C240 120 200 104 160 104 C120 104 86 122 70 150 Z" fill="${FAT}"/>
    <path d="M110 150 C140 140 190 142 224 156" stroke="${MEAT_DARK}" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.5"/>`;
}

function slices(): string {
  return [0, 1, 2, 3]
    .map((i) => {
      const x = 78 + i * 44;
      const rotate = -14 + i * 9;
      return `<g transform="translate(${x} 138) rotate(${rotate})">
        <rect x="-28" y="-52" width="56" height="104" rx="22" fill="${MEAT}"/>
        <rect x="-28" y="-52" width="14" height="104" rx="7" fill="${FAT}"/>
        <path d="M-4 -30 C6 -6 6 14 -2 36" stroke="${MEAT_DARK}" stroke-width="4" fill="none" opacity="0.45"/>
      </g>`;
    })
    .join('');
}

function cubes(): string {
  const cube = (x: number, color: string) => `<g transform="translate(${x} 124)">
      <rect x="-24" y="-24" width="48" height="48" rx="8" fill="${color}"/>
      <rect x="-24" y="-24" width="48" height="12" rx="6" fill="${FAT}" opacity="0.9"/>
    </g>`;
  return `<line x1="36" y1="124" x2="290" y2="124" stroke="#d9d2c7" stroke-width="6" stroke-linecap="round"/>
    ${[80, 136, 192, 248].map((x, i) => cube(x, i % 2 ? MEAT_DARK : MEAT)).join('')}`;
}

const DRAWINGS: Record<string, () => string> = { 'peca-inteira': piece, fatiada: slices, 'em-cubos': cubes };

/** The WebP picture of the cut type `slug` ('peca-inteira', 'fatiada', 'em-cubos'). */
export async function renderCutTypeImage(slug: string): Promise<Buffer> {
  const drawing = DRAWINGS[slug];
  if (!drawing) throw new Error(`no drawing for the cut type ${slug}`);
  const { width, height } = CUT_TYPE_IMAGE;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 320 240">
    <rect width="320" height="240" fill="#f3efeb"/>
    <rect x="16" y="52" width="288" height="168" rx="24" fill="${BOARD}"/>
    <rect x="16" y="196" width="288" height="24" rx="12" fill="${BOARD_DARK}"/>
    ${drawing()}
  </svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 85 }).toBuffer();
}
