import { useState } from 'react';
import { Lightning } from '@phosphor-icons/react';
import { Dialog } from '../../components/ui/dialog';
import { AuditHeader } from './audit-header';
import { AuditTabs } from './audit-tabs';
import { TimeAuditErrorBoundary } from './time-audit-error-boundary';
import { useIsMobile } from './use-is-mobile';
import { promptStore } from './prompt-store';
import { useTimeAudit } from './use-time-audit';
import './time-audit.css';

/**
 * The time and energy audit. Desktop: a compact card and a side tab that opens the panel; phones:
 * everything inline. The prompt and its minute check are the widget's Background part.
 */
function TimeAudit() {
  const audit = useTimeAudit();
  const isMobile = useIsMobile();
  const [panelOpen, setPanelOpen] = useState(false);
  const { data, entries } = audit;

  const header = (
    <AuditHeader
      data={data}
      entries={entries}
      onAddEntry={promptStore.open}
      onToggleTracking={() => audit.saveSettings({ enabled: !data.settings.enabled })}
    />
  );

  return (
    <div className="ta-widget">
      {isMobile ? (
        <div className="ta-inline">
          {header}
          <AuditTabs audit={audit} />
        </div>
      ) : (
        <>
          {header}
          <button type="button" className="ui-button ui-button--secondary ta-open" aria-haspopup="dialog" onClick={() => setPanelOpen(true)}>
            Open Time Audit
          </button>
          {/* The side tab on the right edge, under the collapsed widget tabs. */}
          <button type="button" className="ta-side-tab side-tab-labelled" data-label="Time & Energy Audit" aria-label="Open Time & Energy Audit" aria-haspopup="dialog" onClick={() => setPanelOpen(true)}>
            <Lightning size={24} weight="fill" aria-hidden="true" />
          </button>
          <Dialog open={panelOpen} onOpenChange={setPanelOpen} title="Time & Energy Audit" className="ta-panel" size="lg">
            {header}
            <AuditTabs audit={audit} />
          </Dialog>
        </>
      )}
    </div>
  );
}

export function TimeAuditWidget() {
  return (
    <TimeAuditErrorBoundary>
      <TimeAudit />
    </TimeAuditErrorBoundary>
  );
}
