import { useState } from 'react';
import { DownloadSimple, Trash } from '@phosphor-icons/react';
import { TIME_AUDIT_LIMITS, plural } from '@lodestar/core';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Select } from '../../components/ui/select';
import { downloadTimeAuditCsv } from './csv-export';
import type { TimeAudit } from './use-time-audit';

const RETENTION_OPTIONS = TIME_AUDIT_LIMITS.retentionOptions.map((days) => ({ value: String(days), label: plural(days, 'day') }));

/** Retention (purged at start), the CSV export and clearing everything. */
export function DataSettings({ audit }: { audit: TimeAudit }) {
  const [confirming, setConfirming] = useState(false);
  const { settings } = audit.data;
  return (
    <div className="ta-form">
      <Select
        label="Keep entries for"
        value={String(settings.retentionDays)}
        options={RETENTION_OPTIONS}
        onValueChange={(value) => audit.saveSettings({ retentionDays: Number(value) })}
      />
      <p className="ta-muted">Older entries are removed when the dashboard opens.</p>
      <div className="ta-edit__row">
        <Button variant="secondary" disabled={audit.entries.length === 0} onClick={() => downloadTimeAuditCsv(audit.entries, new Date())}>
          <DownloadSimple size={16} aria-hidden="true" />
          Export CSV
        </Button>
        <Button variant="secondary" className="ta-danger" onClick={() => setConfirming(true)}>
          <Trash size={16} aria-hidden="true" />
          Clear All Data
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Clear all data"
        message="Are you sure you want to clear all time audit data? This cannot be undone."
        confirmLabel="Clear All"
        destructive
        onConfirm={audit.clearAll}
      />
    </div>
  );
}
