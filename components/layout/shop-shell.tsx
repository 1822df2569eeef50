/** The shell's parts around a page: header with navigation, footer (made by app/shop-shell-parts.tsx). */
export interface ShopShellParts {
  header: React.ReactNode;
  footer: React.ReactNode;
}

/** The full shell: header, the page, the footer. */
export function ShopShell({ header, footer, children }: ShopShellParts & { children: React.ReactNode }) {
  return (
    <>
      {header}
      {/* At least a screen tall: a page whose data arrives after its first paint must not show the footer
          above the fold meanwhile, only to push it away (layout shift). */}
      <main id="conteudo" className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 py-6">
        {children}
      </main>
      {footer}
    </>
  );
}
