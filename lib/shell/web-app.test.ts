import fs from 'node:fs';
import path from 'node:path';
import { APP_ICONS, BRAND_COLOR, PAGE_BACKGROUND, appIconSvg } from './web-app';

const root = path.join(__dirname, '..', '..');

describe('the installed shop', () => {
  it('draws its icons from the favicon itself', () => {
    expect(appIconSvg('any')).toBe(fs.readFileSync(path.join(root, 'app', 'icon.svg'), 'utf8').trim());
  });

  it('gives the maskable icons a full-bleed background for the launcher to crop', () => {
    expect(appIconSvg('maskable')).toContain(`<rect width="32" height="32" fill="${BRAND_COLOR}"/>`);
    expect(appIconSvg('maskable')).not.toContain('rx=');
  });

  it('has the 192 and 512 px icons browsers ask for, plain and maskable', () => {
    const sizes = (purpose: string) =>
      APP_ICONS.filter((icon) => icon.purpose === purpose).map((icon) => icon.size);
    expect(sizes('any')).toEqual([192, 512]);
    expect(sizes('maskable')).toEqual([192, 512]);
  });

  it("takes the design's colours", () => {
    const css = fs.readFileSync(path.join(root, 'app', 'globals.css'), 'utf8');
    expect(css).toContain(`--color-brand: ${BRAND_COLOR};`);
    expect(css).toContain(`--color-warm-50: ${PAGE_BACKGROUND};`);
  });
});
