import { staffStatusLabel, staffTone, type StaffStatus, type StaffTone } from '@/lib/orders/staff-status';

const TONE_CLASSES: Record<StaffTone, string> = {
  grey: 'bg-label-grey text-white',
  orange: 'bg-label-orange text-ink',
  green: 'bg-label-green text-white',
  black: 'bg-label-black text-white',
  red: 'bg-label-red text-white',
  muted: 'bg-warm-200 text-ink',
};

/** An order's state for the staff as a coloured strip ('em preparação', 'pronto para retirada', ...). */
export function StatusBadge({ status, pickup }: { status: StaffStatus; pickup: boolean }) {
  return (
    <span
      data-status={status}
      className={`inline-block whitespace-nowrap rounded px-2 py-0.5 text-xs font-bold uppercase tracking-wide ${TONE_CLASSES[staffTone(status)]}`}
    >
      {staffStatusLabel(status, pickup)}
    </span>
  );
}
