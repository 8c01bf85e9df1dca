/** The funnel report as the terminal shows it: one row per day, totals, each step's share of the step before. */
import type { FunnelDay, TrackReport } from '../../src/core/contract/track';

const STEPS = [
  ['visits', 'visits'],
  ['sign_ups', 'sign-ups'],
  ['first_generations', 'first generations'],
  ['purchases', 'purchases'],
] as const satisfies ReadonlyArray<readonly [keyof Omit<FunnelDay, 'day'>, string]>;

const percent = (part: number, whole: number) => (whole > 0 ? `${((100 * part) / whole).toFixed(1)}%` : '-');

/** A kind as any page sent it: no control characters reach the operator's terminal. */
function printable(kind: unknown): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return String(kind).replace(/[\u0000-\u001f\u007f-\u009f]/g, '?') || '(none)';
}

export function formatReport(report: TrackReport, source: string): string {
  const widths = STEPS.map(([, label]) => label.length);
  const line = (first: string, cells: string[]) =>
    [first.padEnd(12), ...cells.map((cell, i) => cell.padStart(widths[i]!))].join('  ');
  // Visits over the period are devices, each counted once however many days it came back.
  const totals = STEPS.map(([key]) => report.totals[key]);
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
    const events = report.events.map((e) => ({ ...e, kind: printable(e.kind) }));
    const nameWidth = Math.max(...events.map((e) => e.name.length));
    const kindWidth = Math.max(...events.map((e) => e.kind.length));
    for (const e of events) {
      out.push(`${e.name.padEnd(nameWidth)}  ${e.kind.padEnd(kindWidth)}  ${String(e.count).padStart(6)}`);
    }
  }
  return out.join('\n');
}
