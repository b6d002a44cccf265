import { Suspense, useMemo } from 'react';
import { resolveVisibility, widgetVisibilitySection } from '@lodestar/core';
import { useSection } from '../../lib/sync';
import { WIDGET_LIST, WIDGETS } from '../../widgets/registry';
import { ToggleRow } from './toggle-row';

/** A switch per widget (synced); always-visible widgets stay on. Each widget's own settings follow its switch. */
export function WidgetSettings() {
  const { data, setField } = useSection(widgetVisibilitySection);
  const visible = useMemo(() => resolveVisibility(data, WIDGETS), [data]);
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
