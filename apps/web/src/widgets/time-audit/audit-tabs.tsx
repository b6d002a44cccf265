import { lazy, Suspense, useRef, useState } from 'react';
import { EditToggle } from '../../components/ui/edit-toggle';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useEditMode } from '../../lib/use-edit-mode';
import { EntriesTab } from './entries-tab';
import { SettingsTab } from './settings-tab';
import type { TimeAudit } from './use-time-audit';

// The report carries dnd-kit: its own chunk, loaded when the Report tab is first shown.
const QuadrantReport = lazy(() => import('./quadrant-report').then((m) => ({ default: m.QuadrantReport })));

/** The tabs Report, Time Audit and Settings; on a phone, the report's Edit button at the end of their row. */
export function AuditTabs({ audit }: { audit: TimeAudit }) {
  const [tab, setTab] = useState('report');
  const scope = useRef<HTMLDivElement>(null);
  // On a phone the report's cards show their handle and menu only in Edit mode (quadrant-report.css).
  const editMode = useEditMode(scope);
  return (
    <div ref={scope}>
      <Tabs value={tab} onValueChange={setTab} className="ta-tabs">
        <div className="ta-tabs__bar">
          <TabsList aria-label="Time audit views">
            <TabsTrigger value="report">Report</TabsTrigger>
            <TabsTrigger value="entries">Time Audit</TabsTrigger>
            <TabsTrigger value="settings">Settings</TabsTrigger>
          </TabsList>
          {tab === 'report' && audit.entries.length > 0 && <EditToggle mode={editMode} />}
        </div>
        <TabsContent value="report">
          <Suspense fallback={<p className="ta-muted">Loading report…</p>}>
            <QuadrantReport audit={audit} editing={editMode.editing} />
          </Suspense>
        </TabsContent>
        <TabsContent value="entries">
          <EntriesTab audit={audit} />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab audit={audit} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
