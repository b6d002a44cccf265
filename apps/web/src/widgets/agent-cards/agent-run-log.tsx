import { useEffect, useState } from 'react';
import { fetchRunLog, type RunLogEntry } from './agents-api';

const formatter = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'medium' });
const duration = (ms: number) => (ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`);

/** The server's run log of one agent (last 100 runs): time, status, duration, error. */
export function AgentRunLog({ agentId, refreshKey }: { agentId: string; refreshKey: string }) {
  const [runs, setRuns] = useState<RunLogEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    fetchRunLog(agentId, controller.signal).then(setRuns, () => !controller.signal.aborted && setFailed(true));
    return () => controller.abort();
  }, [agentId, refreshKey]);

  if (failed) return <p className="ag-field__error" role="alert">The run log could not be loaded.</p>;
  if (!runs) return <p className="ag-muted">Loading run log...</p>;
  if (runs.length === 0) return <p className="ag-muted">No runs yet.</p>;
  return (
    <div className="ag-runlog">
      <table>
        <caption className="visually-hidden">Run log</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Status</th>
            <th scope="col">Duration</th>
            <th scope="col">Error</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run, index) => (
            <tr key={`${run.startedAt}-${index}`}>
              <td>{formatter.format(new Date(run.startedAt))}</td>
              <td className={run.status === 'success' ? 'ag-ok' : 'ag-bad'}>{run.status === 'success' ? 'Success' : 'Error'}</td>
              <td>{duration(run.durationMs)}</td>
              <td className="ag-runlog__error">{run.error ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
