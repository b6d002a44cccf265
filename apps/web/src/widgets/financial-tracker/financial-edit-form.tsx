import { useState, type FormEvent } from 'react';
import { loneGoal, planFinancialSave, type FinancialData, type FinancialForm, type FinancialPatch } from '@lodestar/core';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';

const FIELDS: { key: keyof FinancialForm; label: string; current(data: FinancialData): number }[] = [
  { key: 'netWorth', label: 'Net Worth', current: (data) => data.netWorth.current },
  { key: 'mrr', label: 'MRR', current: (data) => data.mrr.current },
  { key: 'monthlyExpenses', label: 'Monthly Expenses', current: (data) => data.expenses.monthly },
  { key: 'netWorthGoal', label: 'Net Worth Goal', current: (data) => data.netWorth.goal },
  { key: 'mrrGoal', label: 'MRR Goal', current: (data) => data.mrr.goal },
];

interface Props {
  data: FinancialData;
  onSave(patch: FinancialPatch): void;
}

/**
 * The edit form. Empty fields keep what is stored (the placeholder shows it); the goals change only
 * when both are filled.
 */
export function FinancialEditForm({ data, onSave }: Props) {
  const [form, setForm] = useState<FinancialForm>({ netWorth: '', mrr: '', monthlyExpenses: '', netWorthGoal: '', mrrGoal: '' });
  const [errors, setErrors] = useState<string[]>([]);
  // Shown after a Save that would have dropped a goal typed alone; it follows the fields from then on.
  const [checkGoals, setCheckGoals] = useState(false);
  const lone = checkGoals ? loneGoal(form) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (loneGoal(form)) {
      setCheckGoals(true);
      return;
    }
    const result = planFinancialSave(form, data, new Date());
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors([]);
    onSave(result.patch);
  };

  return (
    <form className="fin-form" aria-label="Edit financial data" onSubmit={submit} noValidate>
      <div className="fin-form__grid">
        {FIELDS.map(({ key, label, current }) => (
          <TextField
            key={key}
            label={label}
            inputMode="decimal"
            autoComplete="off"
            placeholder={String(current(data))}
            value={form[key]}
            error={lone?.field === key ? lone.message : undefined}
            onChange={(event) => setForm((previous) => ({ ...previous, [key]: event.target.value }))}
          />
        ))}
      </div>
      <p className="fin-muted">Empty fields keep their value. Goals change only when both are filled.</p>
      {errors.length > 0 && <Alert tone="error">{errors.join('. ')}</Alert>}
      <Button type="submit">Save</Button>
    </form>
  );
}
