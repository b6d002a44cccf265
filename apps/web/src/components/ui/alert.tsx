import type { ReactNode } from 'react';

interface AlertProps {
  tone: 'error' | 'success';
  children: ReactNode;
}

/** Errors are announced at once (role=alert); confirmations politely (role=status). */
export function Alert({ tone, children }: AlertProps) {
  return (
    <div className={`ui-alert ui-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
