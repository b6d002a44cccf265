import { lazy, Suspense } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { EntriesTab } from './entries-tab';
import { SettingsTab } from './settings-tab';
import type { TimeAudit } from './use-time-audit';

// The report carries dnd-kit: its own chunk, loaded when the Report tab is first shown.
const QuadrantReport = lazy(() => import('./quadrant-report').then((m) => ({ default: m.QuadrantReport })));

/** The tabs Report, Time Audit and Settings. */
export function AuditTabs({ audit }: { audit: TimeAudit }) {
  return (
    <Tabs defaultValue="report" className="ta-tabs">
      <TabsList aria-label="Time audit views">
        <TabsTrigger value="report">Report</TabsTrigger>
        <TabsTrigger value="entries">Time Audit</TabsTrigger>
        <TabsTrigger value="settings">Settings</TabsTrigger>
      </TabsList>
      <TabsContent value="report">
        <Suspense fallback={<p className="ta-muted">Loading report…</p>}>
          <QuadrantReport audit={audit} />
        </Suspense>
      </TabsContent>
      <TabsContent value="entries">
        <EntriesTab audit={audit} />
      </TabsContent>
      <TabsContent value="settings">
        <SettingsTab audit={audit} />
      </TabsContent>
    </Tabs>
  );
}
