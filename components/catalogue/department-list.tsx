import Image from 'next/image';
import type { DepartmentJson } from '@/lib/server/services/catalogue';

export function DepartmentList({ departments }: { departments: DepartmentJson[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5" aria-label="Departamentos">
      {departments.map((department) => (
        <li
          key={department.id}
          className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-warm-200"
        >
          <div className="relative aspect-[3/2] bg-warm-100">
            {department.image_url && (
              <Image
                src={department.image_url}
                alt=""
                fill
                sizes="(min-width: 1024px) 20vw, 50vw"
                className="object-cover"
              />
            )}
          </div>
          <div className="p-3">
            <h2 className="text-sm font-bold uppercase text-brand">{department.name}</h2>
            <p className="mt-1 text-xs text-warm-700">
              {department.subdepartments.map((sub) => sub.name).join(' · ')}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
