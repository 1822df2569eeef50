/** The day a staff screen shows: the previous and next day, any day in the date input, back to today. */
import { shiftDate } from './board-model';
import { secondaryButton } from './staff-buttons';

export function DayPicker({
  date,
  isToday,
  onChange,
}: {
  date: string | null;
  isToday: boolean;
  onChange: (day: string | null) => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-2">
      <button
        type="button"
        className={secondaryButton}
        disabled={!date}
        onClick={() => date && onChange(shiftDate(date, -1))}
        aria-label="Dia anterior"
      >
        ‹
      </button>
      <label className="flex flex-col text-sm font-semibold text-warm-700">
        Dia
        <input
          type="date"
          value={date ?? ''}
          onChange={(event) => event.target.value && onChange(event.target.value)}
          className="min-h-11 rounded border border-warm-200 bg-white px-3 text-base text-ink"
        />
      </label>
      <button
        type="button"
        className={secondaryButton}
        disabled={!date}
        onClick={() => date && onChange(shiftDate(date, 1))}
        aria-label="Dia seguinte"
      >
        ›
      </button>
      {!isToday && (
        <button type="button" className={secondaryButton} onClick={() => onChange(null)}>
          Hoje
        </button>
      )}
    </div>
  );
}
