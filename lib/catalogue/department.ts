/** Display rules of departments. */

/** The header's top navigation lists the first five departments. */
export const TOP_NAV_DEPARTMENTS = 5;
/** A department card links at most 4 subdepartments, then 'Ver mais >'. */
const CARD_SUBDEPARTMENT_LINKS = 4;

export function cardSubdepartments<T>(subdepartments: readonly T[]): { shown: T[]; hasMore: boolean } {
  return {
    shown: subdepartments.slice(0, CARD_SUBDEPARTMENT_LINKS),
    hasMore: subdepartments.length > CARD_SUBDEPARTMENT_LINKS,
  };
}

/** /departamentos/{id} or /departamentos/{id}/{subdepartment slug} (the page scrolls to it). */
export function departmentPath(departmentId: number, subdepartmentSlug?: string): string {
  return subdepartmentSlug
    ? `/departamentos/${departmentId}/${subdepartmentSlug}`
    : `/departamentos/${departmentId}`;
}

/** The id of a subdepartment's section on the department page (the scroll target). */
export function subdepartmentAnchor(slug: string): string {
  return `sub-${slug}`;
}

/** A subdepartment's next page on the department page: its products after `cursor` (`?depois=`). */
export function subdepartmentPageAfter(departmentId: number, slug: string, cursor: string): string {
  return `${departmentPath(departmentId, slug)}?${new URLSearchParams({ depois: cursor })}#${subdepartmentAnchor(slug)}`;
}

/**
 * A subdepartment's picture on its chip of the department page: shown at `shown` CSS pixels square, stored
 * (by the back office's upload) at twice that, so that it is sharp on dense screens and one file serves all.
 */
export const SUBDEPARTMENT_PICTURE = { shown: 32, stored: 64 } as const;
