'use client';

import type { ComponentProps } from 'react';
import { useLoadedModule } from '@/components/ui/use-loaded-module';
import { CRASH_TITLE } from '@/lib/shell/crash';
import type { CrashScreen, GlobalCrashScreen } from './crash-screen';

const loadCrashScreen = () => import('./crash-screen');

/**
 * What to do, until the crash screen's code is there (it is loaded when a crash happens, so no page
 * carries it in its first load), or when it cannot be loaded at all.
 */
function CrashFallback({ reset }: { reset: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-xl py-16 text-center">
      <p className="text-lg font-semibold">{CRASH_TITLE}</p>
      <button
        type="button"
        onClick={reset}
        className="mt-6 rounded bg-brand px-4 py-2 font-semibold text-white"
      >
        Tentar novamente
      </button>
    </div>
  );
}

/**
 * The crash screen of a route segment (its error.tsx). Its code failing to load leaves the fallback: a
 * crash screen that threw would hand the failure to the boundary above, up to a blank page.
 */
export function LazyCrashScreen(props: ComponentProps<typeof CrashScreen>) {
  const screen = useLoadedModule(loadCrashScreen, true, { optional: true });
  return screen ? <screen.CrashScreen {...props} /> : <CrashFallback reset={props.reset} />;
}

/** The crash screen when a layout itself failed (app/global-error.tsx). */
export function LazyGlobalCrashScreen(props: ComponentProps<typeof GlobalCrashScreen>) {
  const screen = useLoadedModule(loadCrashScreen, true, { optional: true });
  return screen ? <screen.GlobalCrashScreen {...props} /> : <CrashFallback reset={props.reset} />;
}
