import { Suspense } from 'react';
import type { WidgetVisibility } from '@lodestar/core';
import { WIDGET_LIST } from '../../widgets/registry';
import { useIsMobile } from './use-media-query';
import { WidgetErrorBoundary } from './widget-error-boundary';

/**
 * The Background part of each visible widget (schedules, reminders, overlays), mounted whether the
 * widget is expanded, collapsed to its tab or out of sight behind the phone's widget bar (there, those
 * that ask for it also while hidden: the widget bar offers them anyway).
 */
export function WidgetBackgrounds({ visible }: { visible: WidgetVisibility }) {
  const isMobile = useIsMobile();
  return WIDGET_LIST.map(({ id, Background, backgroundOnPhone }) =>
    Background && (visible[id] || (isMobile && backgroundOnPhone)) ? (
      <WidgetErrorBoundary key={id}>
        <Suspense fallback={null}>
          <Background visible={visible[id]} />
        </Suspense>
      </WidgetErrorBoundary>
    ) : null,
  );
}
