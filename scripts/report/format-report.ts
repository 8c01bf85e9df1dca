/** The funnel report as the terminal shows it: one row per day, totals, each step's share of the step before. */
import type { FunnelDay, TrackReport } from '../../src/core/contract/track';

const STEPS = [
  ['visits', 'visits'],
  ['sign_ups', 'sign-ups'],
  ['first_generations', 'first generations'],
  ['purchases', 'purchases'],
] as const satisfies ReadonlyArray<readonly [keyof Omit<FunnelDay, 'day'>, string]>;

const percent = (part: number, whole: number) => (whole > 0 ? `${((100 * part) / whole).toFixed(1)}%` : '-');

export function formatReport(report: TrackReport, source: string): string {
  const widths = STEPS.map(([, label]) => label.length);
  const line = (first: string, cells: string[]) =>
    [first.padEnd(12), ...cells.map((cell, i) => cell.padStart(widths[i]!))].join('  ');
  const totals = STEPS.map(([key]) => report.days.reduce((sum, day) => sum + day[key], 0));
  const out = [
    `Funnel ${report.from} to ${report.to} (UTC days; ${source})`,
    '',
    line(
      'day',
      STEPS.map(([, label]) => label),
    ),
    ...report.days.map((day) =>
      line(
        day.day,
        STEPS.map(([key]) => String(day[key])),
      ),
    ),
    line('total', totals.map(String)),
    line('of the step before', ['', ...totals.slice(1).map((n, i) => percent(n, totals[i]!))]),
    '',
  ];
  if (report.events.length === 0) out.push('No button, hook, login or purchase events in these days.');
  else {
    out.push('Events');
    const nameWidth = Math.max(...report.events.map((e) => e.name.length));
    const kindWidth = Math.max(...report.events.map((e) => e.kind.length));
    for (const e of report.events) {
      out.push(`${e.name.padEnd(nameWidth)}  ${e.kind.padEnd(kindWidth)}  ${String(e.count).padStart(6)}`);
    }
  }
  return out.join('\n');
}
