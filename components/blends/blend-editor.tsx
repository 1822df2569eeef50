'use client';

import type { ItemQuantities } from '@/lib/api-client/blend-items';
import type { Template } from '@/lib/api-client/blends';
import { BlendItems } from './blend-items';
import { BlendSaveForm } from './blend-save-form';
import { BlendEditorGrid } from './blend-search-view';

/**
 * The calculator's editor for a template that is not complete: the meat search (`search`, loaded on its
 * own, see TemplateEditor) beside the blend's items and its save form (react-hook-form and zod). Loaded
 * after the page.
 */
export function BlendEditor({
  template,
  quantities,
  search,
  onSaved,
}: {
  template: Template;
  quantities: ItemQuantities;
  search: React.ReactNode;
  onSaved: () => void;
}) {
  return (
    <BlendEditorGrid>
      {search}
      <div className="space-y-4">
        <BlendItems template={template} quantities={quantities} />
        <BlendSaveForm template={template} settle={quantities.settle} onSaved={onSaved} />
      </div>
    </BlendEditorGrid>
  );
}
