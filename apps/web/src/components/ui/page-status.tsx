/** A full-page, centred status line for short waits (session check, lazy screens). */
export function PageStatus({ text }: { text: string }) {
  return (
    <div className="page-status" role="status" aria-live="polite" data-pending="">
      <span className="page-status__spinner" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
