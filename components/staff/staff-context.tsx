'use client';

/**
 * The staff member using the screens and what their role may do (can() of lib/rules/staff-roles.ts, worked
 * out by the server's layout): each screen shows only the actions the role may use. The API checks every
 * call again; this only keeps buttons that would be refused off the screen.
 */
import { createContext, useContext } from 'react';
import type { StaffCapability } from '@/lib/rules/staff-roles';

export interface StaffViewer {
  name: string;
  roleLabel: string;
  capabilities: readonly StaffCapability[];
}

const StaffContext = createContext<StaffViewer | null>(null);

export function StaffViewerProvider({
  viewer,
  children,
}: {
  viewer: StaffViewer;
  children: React.ReactNode;
}) {
  return <StaffContext value={viewer}>{children}</StaffContext>;
}

/** Whether the staff member may do this (false outside the staff screens). */
export function useCan(capability: StaffCapability): boolean {
  return useContext(StaffContext)?.capabilities.includes(capability) ?? false;
}
