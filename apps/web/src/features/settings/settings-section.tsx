import { useId, useRef, useState, type ReactNode } from 'react';
import { CaretDown } from '@phosphor-icons/react';
import { useJumpTarget } from './settings-jump';

/** A collapsible group of the settings panel; its heading is the button that opens and closes it. */
export function SettingsSection({ title, children, defaultOpen = false }: { title: string; children: ReactNode; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  useJumpTarget(title, () => setOpen(true), () => toggle.current);
  return (
    <section className="settings-section" data-open={open}>
      <h3 className="settings-section__heading">
        <button ref={toggle} type="button" className="settings-section__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          <span>{title}</span>
          <CaretDown size={18} aria-hidden="true" className="settings-section__caret" />
        </button>
      </h3>
      {/* Closed sections mount nothing: the account section, for one, asks the server only when opened. */}
      <div id={id} className="settings-section__body" hidden={!open} role="region" aria-label={title}>
        {open && children}
      </div>
    </section>
  );
}
