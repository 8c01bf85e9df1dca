import './progress.css';

/** A labelled percent bar (role progressbar) for task and download progress. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const rounded = Math.floor(value);
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={rounded}
      aria-valuetext={`${rounded}%`}
    >
      <div className="progress-fill" style={{ width: `${value}%` }} />
      <span className="progress-text">{rounded}%</span>
    </div>
  );
}
