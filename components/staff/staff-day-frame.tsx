'use client';

import type { ReactNode } from 'react';
import { RetryAlert } from '@/components/ui/retry-alert';
import { DayPicker } from './day-picker';

/**
 * The frame of a staff screen of one day's orders (the board 'Hoje', dispatch): its title and day picker,
 * then the day once drawn (./use-drawn-day.ts), its loading state until then, or its failure with a retry
 * when no answer came at all.
 */
export function StaffDayFrame<Day>({
  title,
  date,
  board,
  drawn,
  onDay,
  loadingText,
  children,
}: {
  title: string;
  /** The day asked for in the address (?data=), null for today. */
  date: string | null;
  board: { data?: { date: string }; isError: boolean; refetch: () => unknown };
  drawn: Day | undefined;
  /** The day chosen, null for today. */
  onDay: (day: string | null) => void;
  loadingText: string;
  children: (drawn: Day) => ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        <DayPicker date={board.data?.date ?? date} isToday={date === null} onChange={onDay} />
      </div>
      {board.isError && !board.data ? (
        <RetryAlert
          message="Não foi possível carregar os pedidos do dia."
          onRetry={() => void board.refetch()}
        />
      ) : !drawn ? (
        <p role="status" className="py-12 text-center text-warm-700">
          <span className="mr-2 inline-block size-4 animate-spin rounded-full border-2 border-brand border-t-transparent" />
          {loadingText}
        </p>
      ) : (
        children(drawn)
      )}
    </div>
  );
}
