/** How the staff screens name a staff member (docs/business-rules.md, Staff roles). */
import { isStaffRole } from '@/lib/rules/staff-roles';
import type { StaffMemberJson } from '@/lib/sales-api/staff';

/** A staff member as the staff screens name them, or null for anyone else. */
export function staffMemberJson(user: {
  id: number;
  firstName: string;
  lastName: string;
  role: string;
}): StaffMemberJson | null {
  if (!isStaffRole(user.role)) return null;
  return { id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), role: user.role };
}
