import { Eye, EyeSlash } from '@phosphor-icons/react';

/** The password toggle's glyph: an eye, struck through while the password is shown. */
export function EyeIcon({ open }: { open: boolean }) {
  return open ? <EyeSlash size={20} aria-hidden="true" /> : <Eye size={20} aria-hidden="true" />;
}
