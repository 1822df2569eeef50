import type { Metadata } from 'next';
import { ShellEffects } from '@/components/layout/shell-effects';
import { QueryProvider } from '@/components/providers';
import { StaffAccessNotice } from '@/components/staff/staff-access-notice';
import { StaffShell } from '@/components/staff/staff-shell';
import { can, isStaffRole, ROLE_LABELS, STAFF_CAPABILITIES } from '@/lib/rules/staff-roles';
import { staffPage } from '@/lib/server/pages/staff-access';
import { storeInfo } from '@/lib/server/store/store-info';

export const metadata: Metadata = {
  title: { default: 'Equipe', template: '%s · Equipe' },
  robots: { index: false, follow: false },
};

/**
 * The staff screens (/equipe): only a staff member whose role may see the board gets past the guard
 * (guests, customers and drivers get the not-found page). What they show is fetched by the browser from
 * the admin API, which checks each call again: a call refused there (the session ended meanwhile) is said
 * above the screen with the way back in (StaffAccessNotice). The store's banners and products lists draw
 * their first answer from the same services past the same guard (staffPageAnswer,
 * lib/server/pages/staff-access.ts).
 */
export default async function StaffLayout({ children }: { children: React.ReactNode }) {
  const user = await staffPage('board');
  const store = storeInfo();
  const viewer = {
    name: `${user.firstName} ${user.lastName}`.trim(),
    roleLabel: isStaffRole(user.role) ? ROLE_LABELS[user.role] : '',
    capabilities: STAFF_CAPABILITIES.filter((capability) => can(user.role, capability)),
  };
  return (
    <>
      <ShellEffects phone={store.phone} />
      <StaffShell storeName={store.name} viewer={viewer}>
        <QueryProvider>
          <StaffAccessNotice />
          {children}
        </QueryProvider>
      </StaffShell>
    </>
  );
}
