import { useState, type FormEvent } from 'react';
import { CheckCircle, Trash } from '@phosphor-icons/react';
import { checkMilestone, formatCurrency, goalProgress, milestoneValue, type FinancialData, type Milestone } from '@lodestar/core';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { ProgressBar } from './progress-bar';

interface Props {
  data: FinancialData;
  onAdd(milestone: Milestone): void;
  onRemove(id: string): void;
}

const TYPE_OPTIONS = [
  { value: 'networth', label: 'Net Worth' },
  { value: 'mrr', label: 'MRR' },
];

const dateFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

/** The Milestones tab: targets for net worth or MRR, achieved with their date once the figure reaches them. */
export function Milestones({ data, onAdd, onRemove }: Props) {
  const [name, setName] = useState('');
  const [target, setTarget] = useState('');
  const [type, setType] = useState<Milestone['type']>('networth');
  const [error, setError] = useState<string | null>(null);
  const list = Object.entries(data.milestones).sort(([, a], [, b]) => a.target - b.target);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkMilestone(name, target);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    // Reached already? It is marked achieved by the tracker's check right after.
    onAdd({ name: checked.name, target: checked.target, type, achieved: false, achievedDate: null });
    setName('');
    setTarget('');
    setError(null);
  };

  return (
    <div className="fin-milestones">
      {list.length === 0 ? (
        <p className="fin-muted">No milestones yet. Add a target for your net worth or MRR.</p>
      ) : (
        <ul className="fin-list" aria-label="Milestones">
          {list.map(([id, milestone]) => {
            const label = milestone.type === 'networth' ? 'Net Worth' : 'MRR';
            const progress = goalProgress(milestoneValue(milestone, data), milestone.target);
            return (
              <li key={id} className="fin-milestone" data-achieved={milestone.achieved}>
                <div className="fin-milestone__head">
                  {milestone.achieved && <CheckCircle size={18} weight="fill" className="fin-milestone__done" aria-hidden="true" />}
                  <span className="fin-list__name">{milestone.name}</span>
                  <span className="fin-muted">{`${label} ${formatCurrency(milestone.target)}`}</span>
                  <button type="button" className="ui-icon-button" aria-label={`Delete ${milestone.name}`} onClick={() => onRemove(id)}>
                    <Trash size={16} aria-hidden="true" />
                  </button>
                </div>
                {milestone.achieved ? (
                  <p className="fin-milestone__achieved">
                    {`Achieved ${milestone.achievedDate ? dateFormat.format(new Date(milestone.achievedDate)) : ''}`.trim()}
                  </p>
                ) : (
                  <ProgressBar label={`${milestone.name} progress`} percent={progress} />
                )}
              </li>
            );
          })}
        </ul>
      )}
      <form className="fin-form fin-form--inline" aria-label="Add milestone" onSubmit={submit} noValidate>
        <TextField label="Milestone name" value={name} maxLength={200} onChange={(event) => setName(event.target.value)} />
        <TextField label="Target" inputMode="decimal" value={target} onChange={(event) => setTarget(event.target.value)} />
        <Select label="Type" value={type} options={TYPE_OPTIONS} onValueChange={(value) => setType(value === 'mrr' ? 'mrr' : 'networth')} />
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" data-toasts-avoid="">
          Add Milestone
        </Button>
      </form>
    </div>
  );
}
