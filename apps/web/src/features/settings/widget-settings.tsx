import { Suspense, useMemo } from 'react';
import { resolveVisibility, widgetsOnPage, widgetVisibilitySection } from '@lodestar/core';
import { useSection } from '../../lib/sync';
import { useWidgetContent } from '../../lib/widget-content';
import { WIDGET_LIST, WIDGETS } from '../../widgets/registry';
import { ToggleRow } from './toggle-row';

/**
 * A switch per widget (synced); always-visible widgets stay on. A switch says whether the widget is on the
 * page: an empty one waiting for content shows off, and turning it on puts it there to be filled in.
 * Each widget's own settings follow its switch.
 */
export function WidgetSettings() {
  const { data, setField } = useSection(widgetVisibilitySection);
  const { content } = useWidgetContent();
  const visible = useMemo(() => widgetsOnPage(resolveVisibility(data, WIDGETS), data, content, WIDGETS), [data, content]);
  return (
    <div className="settings-list">
      {WIDGET_LIST.map(({ id, title, alwaysVisible, Settings }) => (
        <div key={id} className="settings-widget">
          <ToggleRow
            label={title}
            checked={alwaysVisible || visible[id]}
            disabled={alwaysVisible}
            hint={alwaysVisible ? 'Always visible' : undefined}
            onChange={(checked) => setField(id, checked)}
          />
          {Settings && visible[id] && (
            <Suspense fallback={null}>
              <Settings />
            </Suspense>
          )}
        </div>
      ))}
    </div>
  );
}
