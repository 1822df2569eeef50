import sharp from 'sharp';
import { APPLE_TOUCH_ICON, APP_ICONS, appIconSvg } from '@/lib/shell/web-app';

/**
 * The installed shop's icons (lib/shell/app-icons.ts), drawn from the favicon's SVG into PNG by sharp when
 * the app is built: no picture file to keep in the repository, and one drawing for every size.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

const ICONS = [...APP_ICONS, APPLE_TOUCH_ICON];

export function generateStaticParams() {
  return ICONS.map(({ file }) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const icon = ICONS.find((candidate) => candidate.file === file);
  if (!icon) return new Response(null, { status: 404 });
  // density: the 32-unit drawing is rasterised at the icon's size, not scaled up from 32 px.
  const png = await sharp(Buffer.from(appIconSvg(icon.purpose)), { density: (72 * icon.size) / 32 })
    .resize(icon.size, icon.size)
    .png()
    .toBuffer();
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' },
  });
}
