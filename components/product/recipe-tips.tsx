'use client';

import { useId, useState } from 'react';
import type { Camelized } from '@/lib/sales-api/case';
import { recipeLines, videoEmbedUrl } from '@/lib/catalogue/recipe';
import { httpsHref } from '@/lib/rules/links';
import type { RecipeJson } from '@/lib/sales-api/catalogue';

type Recipe = Camelized<RecipeJson>;

function RecipeTip({ recipe }: { recipe: Recipe }) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const lines = recipeLines(recipe.text);
  const video = recipe.vimeoUrl ?? recipe.videoUrl;
  const embed = video ? videoEmbedUrl(video) : null;
  // Any other link is typed into the catalogue: drawn only as a plain https link (lib/rules/links.ts).
  const href = embed ? null : httpsHref(video);
  return (
    <li className="rounded-xl bg-white p-4 ring-1 ring-warm-200">
      <h3 className="font-bold">{recipe.title}</h3>
      <div id={contentId}>
        {open ? (
          <>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm leading-6">
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
            {embed ? (
              <div className="mt-3 aspect-video overflow-hidden rounded-lg bg-ink">
                <iframe
                  src={embed}
                  title={`Vídeo: ${recipe.title}`}
                  loading="lazy"
                  allow="fullscreen; picture-in-picture"
                  className="size-full"
                />
              </div>
            ) : (
              href && (
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-2 inline-block text-sm text-brand underline"
                >
                  Assistir ao vídeo da receita
                </a>
              )
            )}
          </>
        ) : (
          <p className="mt-2 line-clamp-2 text-sm leading-6 text-warm-700">{lines[0]}</p>
        )}
      </div>
      <button
        type="button"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={contentId}
        className="tap-target mt-2 inline-flex items-center text-sm font-bold text-brand hover:underline"
      >
        {open ? 'Ver menos' : 'Ver mais'}
        <span className="sr-only"> sobre {recipe.title}</span>
      </button>
    </li>
  );
}

/** Recipe tips: collapsed by default, each opened by its see more/less button. */
export function RecipeTips({ recipes }: { recipes: Recipe[] }) {
  const headingId = useId();
  if (recipes.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="py-4">
      <h2 id={headingId} className="mb-3 text-lg font-bold uppercase tracking-wide">
        Dicas de receitas
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {recipes.map((recipe) => (
          <RecipeTip key={recipe.id} recipe={recipe} />
        ))}
      </ul>
    </section>
  );
}
