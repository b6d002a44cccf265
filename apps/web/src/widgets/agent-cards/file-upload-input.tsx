import { useId, useState, type FormEvent } from 'react';
import { DEFAULT_FILE_ACCEPT, validateUploadSize } from '@lodestar/core';
import { Button } from '../../components/ui/button';

export interface FileSubmission {
  file: string;
  fileName: string;
  fileType: string;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** File upload (spec 002 §5): image/*, .pdf, .txt; over 10485760 bytes is refused before reading. */
export function FileUploadInput({ disabled, onSubmit }: { disabled?: boolean; onSubmit(file: FileSubmission): void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = (chosen: File | null) => {
    const tooLarge = chosen ? validateUploadSize(chosen.size) : null;
    setError(tooLarge);
    setFile(tooLarge ? null : chosen);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    try {
      onSubmit({ file: await readAsDataUrl(file), fileName: file.name, fileType: file.type || 'application/octet-stream' });
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : 'The file could not be read');
    }
  };

  return (
    <form className="ag-form" onSubmit={(event) => void submit(event)}>
      <label className="ui-field__label" htmlFor={id}>Choose a file</label>
      <input
        id={id}
        className="ag-file"
        type="file"
        accept={DEFAULT_FILE_ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          choose(chosen);
          // A refused file is not kept as the input's choice either.
          if (chosen && validateUploadSize(chosen.size)) event.target.value = '';
        }}
      />
      {error && <p id={`${id}-error`} className="ag-field__error" role="alert">{error}</p>}
      <div className="ag-form__actions">
        <Button type="submit" disabled={disabled || !file}>Upload</Button>
      </div>
    </form>
  );
}
