import { useState, type FormEvent } from 'react';
import { Trash } from '@phosphor-icons/react';
import { checkStream, formatCurrency, type IncomeStream } from '@lodestar/core';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';

interface Props {
  streams: Record<string, IncomeStream>;
  onAdd(stream: IncomeStream): void;
  onRemove(id: string): void;
}

/** The Income Streams tab: each stream's name, monthly amount and colour; a stream needs a name and an amount. */
export function IncomeStreams({ streams, onAdd, onRemove }: Props) {
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
  const [color, setColor] = useState('#6b46c1');
  const [error, setError] = useState<string | null>(null);
  const list = Object.entries(streams).sort(([, a], [, b]) => b.amount - a.amount);
  const total = list.reduce((sum, [, stream]) => sum + stream.amount, 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkStream(name, amount, color);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    onAdd(checked.stream);
    setName('');
    setAmount('');
    setError(null);
  };

  return (
    <div className="fin-streams">
      {list.length === 0 ? (
        <p className="fin-muted">No income streams yet.</p>
      ) : (
        <ul className="fin-list" aria-label="Income streams">
          {list.map(([id, stream]) => (
            <li key={id} className="fin-list__item">
              <span className="fin-swatch" style={{ background: stream.color }} aria-hidden="true" />
              <span className="fin-list__name">{stream.name}</span>
              <span className="fin-list__amount">{`${formatCurrency(stream.amount)}/mo`}</span>
              <button type="button" className="ui-icon-button" aria-label={`Delete ${stream.name}`} onClick={() => onRemove(id)}>
                <Trash size={16} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {list.length > 0 && <p className="fin-muted">{`Streams total ${formatCurrency(total)}/mo`}</p>}
      <form className="fin-form fin-form--inline" aria-label="Add income stream" onSubmit={submit} noValidate>
        <TextField label="Stream name" value={name} maxLength={200} onChange={(event) => setName(event.target.value)} />
        <TextField label="Amount per month" inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
        <label className="fin-color">
          <span className="ui-field__label">Colour</span>
          <input type="color" value={color} onChange={(event) => setColor(event.target.value)} />
        </label>
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" data-toasts-avoid="">
          Add Stream
        </Button>
      </form>
    </div>
  );
}
