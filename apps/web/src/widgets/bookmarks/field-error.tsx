/** An inline form error, announced when it appears; the input points at it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="bm-field-error" role="alert">
      {message}
    </p>
  );
}
