import { lazy, Suspense } from 'react';

const MarkdownRenderer = lazy(() => import('./markdown-renderer').then((m) => ({ default: m.MarkdownRenderer })));

export interface MarkdownProps {
  /** Markdown written by a user or returned by an outside service: rendered sanitised, never as HTML. */
  children: string;
  className?: string;
}

/** Sanitised markdown; the renderer is a lazy chunk, so the text shows plain until it arrives. */
export function Markdown({ children, className }: MarkdownProps) {
  const classes = ['ui-markdown', className ?? ''].filter(Boolean).join(' ');
  return (
    <Suspense fallback={<div className={classes}>{children}</div>}>
      <MarkdownRenderer className={classes}>{children}</MarkdownRenderer>
    </Suspense>
  );
}
