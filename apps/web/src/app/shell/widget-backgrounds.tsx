import { Suspense } from 'react';
import type { WidgetVisibility } from '@lodestar/core';
import { WIDGET_LIST } from '../../widgets/registry';
import { WidgetErrorBoundary } from './widget-error-boundary';

/**
 * The Background part of each visible widget (schedules, reminders, overlays), mounted whether the
 * widget is expanded, collapsed to its tab or out of sight behind the phone's widget bar.
 */
export function WidgetBackgrounds({ visible }: { visible: WidgetVisibility }) {
  return WIDGET_LIST.map(({ id, Background }) =>
    Background && visible[id] ? (
      <WidgetErrorBoundary key={id}>
        <Suspense fallback={null}>
          <Background />
        </Suspense>
      </WidgetErrorBoundary>
    ) : null,
  );
}
