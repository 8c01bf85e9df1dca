/** Countdown to a deadline, ticking every 32 ms; onTimeout once at zero. */
import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { countdownParts } from '../../core/promotion';
import { COUNTDOWN_DEFAULT_MS, COUNTDOWN_TICK_MS } from '../../core/timing';

const pad = (n: number) => String(n).padStart(2, '0');

export function Countdown({ deadline, onTimeout }: { deadline?: number; onTimeout?: () => void }) {
  const { t } = useLingui();
  const [end] = useState(() => deadline ?? Date.now() + COUNTDOWN_DEFAULT_MS);
  const [left, setLeft] = useState(() => Math.max(0, end - Date.now()));
  const timeout = useRef(onTimeout);
  timeout.current = onTimeout;
  useEffect(() => {
    const timer = setInterval(() => {
      const ms = Math.max(0, end - Date.now());
      setLeft(ms);
      if (ms === 0) {
        clearInterval(timer);
        timeout.current?.();
      }
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [end]);
  const p = countdownParts(left);
  const cells = [
    { value: p.days, label: t`Days` },
    { value: p.hours, label: t`Hours` },
    { value: p.minutes, label: t`Minutes` },
    { value: p.seconds, label: t`Seconds` },
  ];
  return (
    <div className="countdown" role="timer" aria-label={t`Time left`}>
      {cells.map((c) => (
        <span key={c.label} className="countdown-cell">
          <strong>{pad(c.value)}</strong>
          <span>{c.label}</span>
        </span>
      ))}
    </div>
  );
}
