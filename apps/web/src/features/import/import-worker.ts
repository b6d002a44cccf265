import { IMPORT_LIMITS, IMPORT_MESSAGES, parseImportFile, type ImportParseResult } from '@lodestar/core';

/**
 * Reads an import file off the page's thread: a file of megabytes of links or of deep nesting costs this
 * worker its time, never the page's. The size is checked before the file is read.
 */
// The web app's types are the page's (DOM); a worker's scope is declared here as far as it is used.
const scope = self as unknown as { onmessage: (event: MessageEvent<File>) => void; postMessage(message: ImportParseResult): void };

scope.onmessage = async (event) => {
  const file = event.data;
  let result: ImportParseResult;
  if (file.size > IMPORT_LIMITS.maxFileBytes) result = { ok: false, error: IMPORT_MESSAGES.tooLarge(file.size) };
  else {
    try {
      result = parseImportFile(await file.text(), file.size);
    } catch {
      result = { ok: false, error: IMPORT_MESSAGES.unreadable };
    }
  }
  scope.postMessage(result);
};
