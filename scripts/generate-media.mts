/**
 * Generates the demo media into public/media/ (git-ignored):
 *   products/<variant-slug>-<mini|small|large>.webp  for every product with an image, one set per sibling variant
 *   banners/banner-{1,2,3}.webp                       1440 × 480 home banners
 *   departments/<department-slug>.webp                600 × 400 department pictures
 *   barbecue/<cut-type-slug>.webp                     320 × 240 churrascômetro cut types
 * Skips all work when public/media/manifest.json holds the hash of the current inputs and every file exists.
 *
 *   tsx scripts/generate-media.mts [--force]
 */
import { createHash } from 'node:crypto';
import { access, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEPARTMENTS, PRODUCTS, variantSlugs } from '../demo/catalogue/catalogue-data';
import { renderCutTypeImage } from '../demo/media/cut-type-image';
import { CUT_TYPES } from '../lib/server/seed/barbecue-data';
import {
  IMAGE_SIZES,
  bannerImagePath,
  cutTypeImagePath,
  departmentImagePath,
  productImagePath,
  type ImageSize,
} from '../lib/media/media-paths';
import {
  RENDERER_VERSION,
  renderBannerImage,
  renderDepartmentImage,
  renderProductImageSet,
  type BannerTheme,
} from '../demo/media/product-image';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEMO = path.join(ROOT, 'demo');
const PUBLIC = path.join(ROOT, 'public');
const MEDIA = path.join(PUBLIC, 'media');
const MANIFEST = path.join(MEDIA, 'manifest.json');
const CONCURRENCY = 4;

const BANNERS: { theme: BannerTheme; headline: string; subline: string; color: string }[] = [
  {
    theme: 'feijoada',
    headline: 'Feijoada completa para o seu sábado',
    subline: 'Carnes salgadas, defumados e kits prontos para a família',
    color: '#5e2a1c',
  },
  {
    theme: 'churrasco',
    headline: 'Tudo para o seu churrasco',
    subline: 'Cortes nobres, linguiças, carvão e acompanhamentos',
    color: '#7a1f1c',
  },
  {
    theme: 'blends',
    headline: 'Monte o seu blend de hambúrguer',
    subline: 'Moído na hora, porcionado do seu jeito',
    color: '#3a2a22',
  },
];

/** Output paths are relative to public/, e.g. media/products/picanha-bovina-large.webp. */
interface Job {
  outputs: string[];
  /** The images to write, each to one or more of the outputs. */
  render: () => Promise<{ files: string[]; image: Buffer }[]>;
}

const jobs: Job[] = [];
const sizes = Object.keys(IMAGE_SIZES) as ImageSize[];
const relative = (urlPath: string) => urlPath.replace(/^\//, '');
for (const product of PRODUCTS) {
  if (!product.hasImage) continue;
  const input = { name: product.name, color: product.imageColor, seed: product.slug };
  // Siblings share the picture: render once, write one file per variant slug and size.
  const filesFor = (size: ImageSize) =>
    variantSlugs(product).map((slug) => relative(productImagePath(slug, size)));
  jobs.push({
    outputs: sizes.flatMap(filesFor),
    render: async () => {
      const set = await renderProductImageSet(input);
      return sizes.map((size) => ({ files: filesFor(size), image: set[size] }));
    },
  });
}
BANNERS.forEach((banner, i) => {
  const file = relative(bannerImagePath(i + 1));
  jobs.push({
    outputs: [file],
    render: async () => [{ files: [file], image: await renderBannerImage(banner) }],
  });
});
for (const department of DEPARTMENTS) {
  const color = PRODUCTS.find((p) => p.department === department.slug)?.imageColor ?? '#8e2424';
  const file = relative(departmentImagePath(department.slug));
  const input = { name: department.name, color, seed: department.slug };
  jobs.push({
    outputs: [file],
    render: async () => [{ files: [file], image: await renderDepartmentImage(input) }],
  });
}

for (const cut of CUT_TYPES) {
  const file = relative(cutTypeImagePath(cut.slug));
  jobs.push({
    outputs: [file],
    render: async () => [{ files: [file], image: await renderCutTypeImage(cut.slug) }],
  });
}

/** Every source file of the demo area (images and data): a change to any of them regenerates the images. */
async function demoSources(): Promise<{ file: string; text: string }[]> {
  const files = (await readdir(DEMO, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts)$/.test(entry.name))
    .map((entry) => path.relative(DEMO, path.join(entry.parentPath, entry.name)))
    .sort();
  return Promise.all(
    files.map(async (file) => ({ file, text: await readFile(path.join(DEMO, file), 'utf8') })),
  );
}

const inputHash = createHash('sha256').update(
  JSON.stringify({ RENDERER_VERSION, DEPARTMENTS, PRODUCTS, BANNERS, CUT_TYPES }),
);
// The file's path as well as its text: a moved or renamed module is a change too.
for (const { file, text } of await demoSources())
  inputHash.update(file).update('\0').update(text).update('\0');
const inputDigest = inputHash.digest('hex');

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

async function manifestMatches(): Promise<boolean> {
  try {
    const manifest = JSON.parse(await readFile(MANIFEST, 'utf8')) as { hash?: unknown };
    return manifest.hash === inputDigest;
  } catch {
    return false;
  }
}

/** With unchanged inputs only jobs with a missing output run; otherwise (or with --force) all of them. */
async function jobsToRun(): Promise<Job[]> {
  if (process.argv.includes('--force') || !(await manifestMatches())) return jobs;
  const complete = await Promise.all(
    jobs.map(async (job) =>
      (await Promise.all(job.outputs.map((file) => exists(path.join(PUBLIC, file))))).every(Boolean),
    ),
  );
  return jobs.filter((_, i) => !complete[i]);
}

const pending = await jobsToRun();
if (pending.length === 0) {
  console.log('media up to date');
  process.exit(0);
}

const started = performance.now();
for (const dir of ['products', 'banners', 'departments', 'barbecue'])
  await mkdir(path.join(MEDIA, dir), { recursive: true });

const total = pending.reduce((sum, job) => sum + job.outputs.length, 0);
let written = 0;
let lastReported = 0;
let next = 0;

async function worker(): Promise<void> {
  while (next < pending.length) {
    const job = pending[next++];
    if (!job) break;
    const images = await job.render();
    await Promise.all(
      images.flatMap(({ files, image }) => files.map((file) => writeFile(path.join(PUBLIC, file), image))),
    );
    written += job.outputs.length;
    if (written - lastReported >= 100 || written === total) {
      lastReported = written;
      console.log(`generated ${written}/${total} images`);
    }
  }
}

await Promise.all(Array.from({ length: CONCURRENCY }, () => worker()));

await writeFile(
  MANIFEST,
  `${JSON.stringify({ hash: inputDigest, rendererVersion: RENDERER_VERSION, images: jobs.flatMap((job) => job.outputs).length, generatedAt: new Date().toISOString() }, null, 2)}\n`,
);
console.log(`media generated: ${total} images in ${((performance.now() - started) / 1000).toFixed(1)} s`);
