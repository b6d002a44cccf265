import { useMemo, useState } from 'react';
import { DownloadSimple } from '@phosphor-icons/react';
import {
  buildPomodoroExport,
  computePomodoroStats,
  pomodoroExportFileName,
  zonedDayKey,
  type PomodoroSessionRecord,
  type PomodoroSettings,
  type TimerPreset,
  type TimerState,
} from '@lodestar/core';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { StatsOverview } from './stats-overview';
import { StatsWeekly } from './stats-weekly';
import './pomodoro-stats.css';
import { clockNow, userTimeZone } from './timer-clock';

interface StatsPanelProps {
  sessions: Record<string, PomodoroSessionRecord>;
  presets: readonly TimerPreset[];
  settings: PomodoroSettings;
  timer: TimerState;
}

/** Saves a JSON document as a file through a temporary link. */
function download(name: string, value: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Statistics: Overview and Weekly views, recalculated from the sessions, and Export Data. */
export function StatsPanel({ sessions, presets, settings, timer }: StatsPanelProps) {
  const [view, setView] = useState('overview');
  const zone = userTimeZone();
  const list = useMemo(() => Object.values(sessions), [sessions]);
  const now = clockNow();
  const today = zonedDayKey(now, zone);
  // Recalculated when the sessions change (saved here or on another device) and when the day turns.
  const stats = useMemo(() => computePomodoroStats(list, clockNow(), zone), [list, zone, today]);

  const exportData = () => {
    const at = clockNow();
    download(
      pomodoroExportFileName(zonedDayKey(at, zone)),
      buildPomodoroExport({ presets, sessions, settings, currentSession: timer.session }, at, zone),
    );
  };

  return (
    <section className="pomo-stats" aria-label="Statistics">
      <Tabs value={view} onValueChange={setView}>
        <TabsList aria-label="Statistics views">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="weekly">Weekly</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <StatsOverview stats={stats} sessions={list} presets={presets} now={now} timeZone={zone} />
        </TabsContent>
        <TabsContent value="weekly">
          <StatsWeekly daily={stats.dailyStats} now={now} timeZone={zone} />
        </TabsContent>
      </Tabs>
      <Button variant="secondary" block onClick={exportData}>
        <DownloadSimple size={16} aria-hidden="true" /> Export Data
      </Button>
    </section>
  );
}
