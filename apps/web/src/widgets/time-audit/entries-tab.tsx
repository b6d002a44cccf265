import { useMemo, useState } from 'react';
import { ArrowsDownUp, PencilSimple, Trash } from '@phosphor-icons/react';
import { entryList, groupByDate, sameTaskMissing, type TagChange, type TimeEntryWithId } from '@lodestar/core';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ApplyAllOffer, type Offer } from './apply-all-offer';
import { EntryEditForm, type EntryEdit } from './entry-edit-form';
import { ENERGY_LABEL } from './tag-options';
import type { TimeAudit } from './use-time-audit';

const clock = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** The Time Audit tab: entries grouped by date, each with edit and delete, and the sort toggle. */
export function EntriesTab({ audit }: { audit: TimeAudit }) {
  const { data, updateEntries, removeEntry } = audit;
  const [order, setOrder] = useState<'newest' | 'oldest'>('newest');
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TimeEntryWithId | null>(null);
  const [offers, setOffers] = useState<Offer[]>([]);
  const groups = useMemo(() => groupByDate(entryList(data.entries, order), new Date()), [data.entries, order]);

  const save = (entry: TimeEntryWithId, edit: EntryEdit) => {
    updateEntries([entry.id], edit);
    setEditing(null);
    const changes: TagChange[] = [];
    if (edit.energy && edit.energy !== entry.energy) changes.push({ field: 'energy', value: edit.energy });
    if (edit.value && edit.value !== entry.value) changes.push({ field: 'value', value: edit.value });
    const entries = { ...data.entries, [entry.id]: { ...entry, ...edit } };
    setOffers(
      changes
        .map((change) => ({ task: edit.task, change, ids: sameTaskMissing(entries, entry.id, change) }))
        .filter((offer) => offer.ids.length > 0),
    );
  };

  return (
    <div className="ta-entries">
      <div className="ta-entries__bar">
        <button type="button" className="ui-button ui-button--secondary ta-small-button" onClick={() => setOrder(order === 'newest' ? 'oldest' : 'newest')}>
          <ArrowsDownUp size={16} aria-hidden="true" />
          {order === 'newest' ? 'Newest First' : 'Oldest First'}
        </button>
      </div>
      {groups.length === 0 && <p className="ta-muted">No entries yet. Start tracking or add an entry.</p>}
      {groups.map((group) => (
        <section key={group.date} className="ta-day" aria-label={group.label}>
          <h3 className="ta-day__label">{group.label}</h3>
          <ul className="ta-day__list">
            {group.entries.map((entry) => (
              <li key={entry.id} className="ta-entry">
                {editing === entry.id ? (
                  <EntryEditForm entry={entry} onSave={(edit) => save(entry, edit)} onCancel={() => setEditing(null)} />
                ) : (
                  <>
                    <span className="ta-entry__time">{clock.format(entry.timestamp)}</span>
                    <span className="ta-entry__task">{entry.task}</span>
                    <span className="ta-badge">{`${entry.duration} min`}</span>
                    {entry.energy && <span className={`ta-badge ta-badge--${entry.energy}`}>{ENERGY_LABEL[entry.energy]}</span>}
                    {entry.value && <span className="ta-badge ta-badge--value">{entry.value}</span>}
                    <span className="ta-entry__actions">
                      <button type="button" className="ui-icon-button" aria-label={`Edit ${entry.task}`} onClick={() => setEditing(entry.id)}>
                        <PencilSimple size={16} aria-hidden="true" />
                      </button>
                      <button type="button" className="ui-icon-button" aria-label={`Delete ${entry.task}`} onClick={() => setDeleting(entry)}>
                        <Trash size={16} aria-hidden="true" />
                      </button>
                    </span>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete entry"
        message="Are you sure you want to delete this entry?"
        confirmLabel="Delete"
        destructive
        onConfirm={() => deleting && removeEntry(deleting.id)}
      />
      <ApplyAllOffer
        offer={offers[0] ?? null}
        onApply={(offer) => updateEntries(offer.ids, { [offer.change.field]: offer.change.value })}
        onClose={() => setOffers((current) => current.slice(1))}
      />
    </div>
  );
}
