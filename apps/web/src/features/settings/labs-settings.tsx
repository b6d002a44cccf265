import { useFocusMode } from '../themes/focus-mode-store';
import { hasPerks, usePerks } from '../themes/perks-store';
import { YearlyBadge, YearlyUpsell } from '../themes/yearly-lock';
import { ToggleRow } from './toggle-row';
import '../themes/themes.css';

interface LabsSettingsProps {
  userId: string | null;
  onChangePlan(): void;
  /** Entering focus mode closes the panel, so the quiet page is what one sees next. */
  onEntered(): void;
}

/** Settings > Labs: the yearly plan's early access. One feature today: the distraction-free focus mode. */
export function LabsSettings({ userId, onChangePlan, onEntered }: LabsSettingsProps) {
  const granted = hasPerks(usePerks(userId));
  const [on, setOn] = useFocusMode();
  return (
    <div className="labs-settings">
      <p className="labs-settings__intro">Early access to features still being shaped. {!granted && <YearlyBadge />}</p>
      <ToggleRow
        label="Focus mode"
        hint="Hides everything but the clock, your focus for today and the Pomodoro. Press Escape or 'Exit focus mode' to leave."
        checked={granted && on}
        disabled={!granted}
        onChange={(checked) => {
          setOn(checked);
          if (checked) onEntered();
        }}
      />
      {!granted && <YearlyUpsell what="Labs features" onChangePlan={onChangePlan} />}
    </div>
  );
}
