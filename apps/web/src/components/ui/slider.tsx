import * as RadixSlider from '@radix-ui/react-slider';
import './controls.css';

export interface SliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onValueChange(value: number): void;
  /** How the value is read out (default: the number). */
  valueText?: string;
  className?: string;
}

/** A one-thumb Radix slider; the thumb carries the accessible name and value. */
export function Slider({ label, value, min, max, step = 1, onValueChange, valueText, className }: SliderProps) {
  return (
    <RadixSlider.Root
      className={['ui-slider', className ?? ''].filter(Boolean).join(' ')}
      value={[value]}
      min={min}
      max={max}
      step={step}
      onValueChange={([next]) => next !== undefined && onValueChange(next)}
    >
      <RadixSlider.Track className="ui-slider__track">
        <RadixSlider.Range className="ui-slider__range" />
      </RadixSlider.Track>
      <RadixSlider.Thumb className="ui-slider__thumb" aria-label={label} aria-valuetext={valueText} />
    </RadixSlider.Root>
  );
}
