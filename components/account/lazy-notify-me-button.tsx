'use client';

import type { ComponentProps } from 'react';
import { useLoadedModule } from '@/components/ui/use-loaded-module';
import type { NotifyMeButton } from './notify-me-button';

const loadNotifyMe = () => import('./notify-me-button');

/**
 * NotifyMeButton with its code loaded after the page: it shows only to logged-in customers, whom the
 * browser learns about after the first load anyway, so it is never part of the server's HTML.
 */
export function LazyNotifyMeButton(props: ComponentProps<typeof NotifyMeButton>) {
  const notifyMe = useLoadedModule(loadNotifyMe, true, { optional: true });
  return notifyMe && <notifyMe.NotifyMeButton {...props} />;
}
