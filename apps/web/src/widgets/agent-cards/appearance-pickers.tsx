import { AGENT_COLORS, AGENT_ICON_NAMES } from '@lodestar/core';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '../../components/ui/popover';
import { AgentIcon } from './agent-icon';

/** About 45 icons in a popover grid (spec 002 §2); the current one is pressed. */
export function IconPicker({ value, color, onChange }: { value: string; color: string; onChange(name: string): void }) {
  return (
    <div className="ag-picker">
      <span className="ui-field__label" id="ag-icon-label">Icon</span>
      <Popover>
        <PopoverTrigger className="ag-icon-trigger" aria-labelledby="ag-icon-label ag-icon-current">
          <span className="ag-swatch-icon" style={{ background: color }}>
            <AgentIcon name={value} />
          </span>
          <span id="ag-icon-current">{value}</span>
        </PopoverTrigger>
        <PopoverContent className="ag-icon-grid" aria-label="Choose an icon">
          {AGENT_ICON_NAMES.map((name) => (
            <PopoverClose
              key={name}
              className="ag-icon-choice"
              aria-label={name}
              aria-pressed={name === value}
              title={name}
              onClick={() => onChange(name)}
            >
              <AgentIcon name={name} />
            </PopoverClose>
          ))}
        </PopoverContent>
      </Popover>
    </div>
  );
}

/** The 16 named colours as a radio group (Purple by default). */
export function ColorPicker({ value, onChange }: { value: string; onChange(color: string): void }) {
  return (
    <fieldset className="ag-picker ag-colors">
      <legend className="ui-field__label">Color</legend>
      <div className="ag-colors__grid" role="radiogroup" aria-label="Color">
        {AGENT_COLORS.map((color) => {
          const checked = color.value.toLowerCase() === value.toLowerCase();
          return (
            <button
              key={color.value}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={color.name}
              title={color.name}
              className="ag-color"
              style={{ background: color.value }}
              onClick={() => onChange(color.value)}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
