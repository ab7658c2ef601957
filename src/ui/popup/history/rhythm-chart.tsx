import type { RhythmGrid } from '../../../core/rhythm/index.ts';
import { useEnv } from '../popup-env.ts';
import { weekdayName } from './rhythm-text.ts';

/** The chart's geometry in SVG units (CSS pixels at its natural size). */
const LABEL = 34;
const CELL = 12;
const STEP = 14;
const TOP = 16;
/** A little space between Friday and Saturday, so the weekend reads as one block. */
const WEEKEND_GAP = 4;
const WIDTH = LABEL + 24 * STEP - (STEP - CELL);
const HEIGHT = TOP + 7 * STEP + WEEKEND_GAP - (STEP - CELL);
const HOUR_TICKS = [0, 6, 12, 18];

export interface RhythmChartProps {
  readonly grid: RhythmGrid;
  /** The accessible name: what the chart shows, in which zone. */
  readonly name: string;
  /** The id of the summary in words. */
  readonly describedBy: string;
}

/**
 * A site's updates on a weekday × hour grid (Monday first, 0–23h), darker where more fell:
 * one accessible image, named and described by the summary in words; each cell's count is in
 * its tooltip. Colours are CSS variables, so dark mode has its own.
 */
export function RhythmChart({ grid, name, describedBy }: RhythmChartProps) {
  const { t, locale } = useEnv();
  const max = Math.max(0, ...grid.flat());
  const rowY = (day: number): number => TOP + day * STEP + (day >= 5 ? WEEKEND_GAP : 0);
  return (
    <div class="rhythm-chart">
      <svg
        role="img"
        aria-label={name}
        aria-describedby={describedBy}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        focusable="false"
      >
        {HOUR_TICKS.map((hour) => (
          <text key={`h${hour}`} class="rhythm-axis" x={LABEL + hour * STEP} y={TOP - 5}>
            {hour}
          </text>
        ))}
        {grid.map((row, day) => {
          const dayName = weekdayName(day, locale, 'short');
          return (
            <g key={day}>
              <text class="rhythm-axis" x={0} y={rowY(day) + CELL - 2}>
                {dayName}
              </text>
              {row.map((count, hour) => (
                <rect
                  key={hour}
                  class={`rhythm-cell level-${level(count, max)}`}
                  x={LABEL + hour * STEP}
                  y={rowY(day)}
                  width={CELL}
                  height={CELL}
                  rx={2}
                >
                  {count > 0 && <title>{t('history_cell', [dayName, String(hour), String(count)])}</title>}
                </rect>
              ))}
            </g>
          );
        })}
      </svg>
      <p class="rhythm-legend" aria-hidden="true">
        {t('history_fewer')}
        {[0, 1, 2, 3, 4].map((n) => (
          <span key={n} class={`rhythm-swatch level-${n}`} />
        ))}
        {t('history_more')}
      </p>
    </div>
  );
}

/** 0 for an empty cell, else 1–4 by its share of the busiest. */
function level(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0;
  return Math.min(4, Math.ceil((count / max) * 4));
}
