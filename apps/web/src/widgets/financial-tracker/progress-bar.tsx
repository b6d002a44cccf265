/** A labelled progress bar (role progressbar) in the tracker's style. */
export function ProgressBar({ label, percent, color }: { label: string; percent: number; color?: string }) {
  const value = Math.round(Math.min(100, Math.max(0, percent)));
  return (
    <div className="fin-progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
      <span className="fin-progress__fill" style={{ width: `${value}%`, ...(color ? { background: color } : {}) }} />
    </div>
  );
}
