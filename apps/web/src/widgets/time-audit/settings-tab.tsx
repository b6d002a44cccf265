import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { DataSettings } from './data-settings';
import { NotificationSettings } from './notification-settings';
import { ScheduleSettings } from './schedule-settings';
import { TrackingSettings } from './tracking-settings';
import type { TimeAudit } from './use-time-audit';

/** Settings with the sub-tabs Tracking, Notifications, Schedule and Data. */
export function SettingsTab({ audit }: { audit: TimeAudit }) {
  return (
    <Tabs defaultValue="tracking" className="ta-settings">
      <TabsList aria-label="Time audit settings">
        <TabsTrigger value="tracking">Tracking</TabsTrigger>
        <TabsTrigger value="notifications">Notifications</TabsTrigger>
        <TabsTrigger value="schedule">Schedule</TabsTrigger>
        <TabsTrigger value="data">Data</TabsTrigger>
      </TabsList>
      <TabsContent value="tracking">
        <TrackingSettings audit={audit} />
      </TabsContent>
      <TabsContent value="notifications">
        <NotificationSettings audit={audit} />
      </TabsContent>
      <TabsContent value="schedule">
        <ScheduleSettings audit={audit} />
      </TabsContent>
      <TabsContent value="data">
        <DataSettings audit={audit} />
      </TabsContent>
    </Tabs>
  );
}
