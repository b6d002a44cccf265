import { Select } from '../../components/ui/select';
import { useAgentList } from '../../lib/agents-bridge';

const NONE = 'none';

/** The preset's agent, triggered at the end of each focus session of the preset. */
export function PresetAgentField({ value, onChange }: { value: string | undefined; onChange(agentId: string | undefined): void }) {
  const { agents } = useAgentList();
  const options = [
    { value: NONE, label: 'No agent' },
    ...agents.map((agent) => ({ value: agent.id, label: agent.enabled ? agent.name : `${agent.name} (disabled)` })),
  ];
  // An agent deleted since still shows as chosen, so saving does not drop it silently.
  if (value && !agents.some((agent) => agent.id === value)) options.push({ value, label: 'Deleted agent' });
  return <Select label="Agent at the end of focus" value={value ?? NONE} options={options} onValueChange={(next) => onChange(next === NONE ? undefined : next)} />;
}
