'use client';

import type { InitialResults } from 'instantsearch.js';
import type { ItemQuantities, Template } from '@/lib/api-client/blends';
import type { SearchBackend } from '@/lib/search/search-client';
import { BlendItems } from './blend-items';
import { BlendSaveForm } from './blend-save-form';
import { BlendSearch } from './blend-search';
import { BlendEditorGrid } from './blend-search-view';

/**
 * The calculator's editor for a template that is not complete: the meat search (InstantSearch) beside
 * the blend's items and its save form (react-hook-form and zod). Loaded after the page (TemplateEditor).
 */
export function BlendEditor({
  template,
  quantities,
  backend,
  searchResults,
  onSaved,
}: {
  template: Template;
  quantities: ItemQuantities;
  backend: SearchBackend;
  searchResults: InitialResults | null;
  onSaved: () => void;
}) {
  return (
    <BlendEditorGrid>
      <BlendSearch template={template} backend={backend} initialResults={searchResults} />
      <div className="space-y-4">
        <BlendItems template={template} quantities={quantities} />
        <BlendSaveForm template={template} settle={quantities.settle} onSaved={onSaved} />
      </div>
    </BlendEditorGrid>
  );
}
