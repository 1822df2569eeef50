'use client';

import { useItemQuantities } from '@/lib/api-client/blend-items';
import type { Template } from '@/lib/api-client/blends';
import { BlendItems } from './blend-items';
import { BlendSaveForm } from './blend-save-form';
import { BlendEditorGrid, type BlendAdd } from './blend-search-view';
import { useBlendAdd } from './use-blend-add';

/**
 * The calculator's editor for a template that is not complete: the meat search (`search`, drawn with the
 * editor's adding, its code loaded on its own, see TemplateEditor) beside the blend's items and its save
 * form (react-hook-form and zod). Loaded after the page, with the items' quantity syncing and the adding
 * (until then the search's buttons wait).
 */
export function BlendEditor({
  template,
  search,
  onSaved,
}: {
  template: Template;
  search: (add: BlendAdd) => React.ReactNode;
  onSaved: () => void;
}) {
  const quantities = useItemQuantities(template.id);
  const add = useBlendAdd(template.id, template, quantities);
  return (
    <BlendEditorGrid>
      {search(add)}
      <div className="space-y-4">
        <BlendItems template={template} quantities={quantities} />
        <BlendSaveForm template={template} settle={quantities.settle} onSaved={onSaved} />
      </div>
    </BlendEditorGrid>
  );
}
