/**
 * Who works in the shop and what each role may do (docs/business-rules.md, Staff roles): the server checks
 * every admin call against this table and the staff screens show only what the role may use. No imports:
 * the database schema (read by drizzle-kit) uses this module too.
 */
export const STAFF_ROLES = ['counter', 'driver', 'manager'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const USER_ROLES = ['customer', ...STAFF_ROLES] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** How the staff call each role. */
export const ROLE_LABELS: Record<StaffRole, string> = {
  counter: 'Atendente',
  driver: 'Entregador',
  manager: 'Gerente',
};

/**
 * What a staff member may do. 'board': see the day's orders, an order, its history, labels and packing
 * lists; 'pack': weigh and move an order through preparation; 'dispatch': assign drivers and route order;
 * 'problems': mark an error, reschedule a failed delivery, cancel; 'support': find customers, resend an
 * order's e-mail; 'deliver': a driver's own deliveries and positions; 'store': prices, stock, background
 * jobs, refunds and the store's settings.
 */
export const STAFF_CAPABILITIES = [
  'board',
  'pack',
  'dispatch',
  'problems',
  'support',
  'deliver',
  'store',
] as const;
export type StaffCapability = (typeof STAFF_CAPABILITIES)[number];

const GRANTS: Record<StaffRole, readonly StaffCapability[]> = {
  counter: ['board', 'pack', 'dispatch', 'problems', 'support'],
  driver: ['deliver'],
  manager: ['board', 'pack', 'dispatch', 'problems', 'support', 'store'],
};

export function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

/** Whether a user of this role may do this; customers may do none of it. */
export function can(role: string, capability: StaffCapability): boolean {
  return isStaffRole(role) && GRANTS[role].includes(capability);
}

/** Where a staff member lands after logging in: drivers on their phone's page, the others on the board. */
export function staffHome(role: string): string | null {
  if (role === 'driver') return '/entregador';
  return isStaffRole(role) ? '/equipe' : null;
}
