import { clampInterval, clampSuggestCount, TIME_AUDIT_LIMITS, plural } from '@lodestar/core';
import { Slider } from '../../components/ui/slider';
import { Switch } from '../../components/ui/switch';
import type { TimeAudit } from './use-time-audit';

/** Tracking on/off, the prompt interval (slider 2-60 with presets) and how many suggestions show. */
export function TrackingSettings({ audit }: { audit: TimeAudit }) {
  const { settings } = audit.data;
  const interval = settings.intervalMinutes;
  return (
    <div className="ta-form">
      <Switch label="Enable tracking" checked={settings.enabled} onCheckedChange={(enabled) => audit.saveSettings({ enabled })} />
      <div className="ta-setting">
        <p className="ta-setting__label">{`Prompt every ${plural(interval, 'minute')}`}</p>
        <Slider
          label="Prompt interval (minutes)"
          value={Math.min(TIME_AUDIT_LIMITS.sliderMax, interval)}
          min={TIME_AUDIT_LIMITS.sliderMin}
          max={TIME_AUDIT_LIMITS.sliderMax}
          valueText={plural(interval, 'minute')}
          onValueChange={(value) => audit.saveSettings({ intervalMinutes: clampInterval(value) })}
        />
        <div className="ta-presets" role="group" aria-label="Interval presets">
          {TIME_AUDIT_LIMITS.intervalPresets.map((minutes) => (
            <button
              key={minutes}
              type="button"
              className="ta-chip"
              aria-pressed={interval === minutes}
              onClick={() => audit.saveSettings({ intervalMinutes: clampInterval(minutes) })}
            >
              {`${minutes} min`}
            </button>
          ))}
        </div>
      </div>
      <div className="ta-setting">
        <p className="ta-setting__label">{`Show ${plural(settings.autoSuggestCount, 'suggestion')}`}</p>
        <Slider
          label="Suggestions shown"
          value={settings.autoSuggestCount}
          min={TIME_AUDIT_LIMITS.suggestCountMin}
          max={TIME_AUDIT_LIMITS.suggestCountMax}
          onValueChange={(value) => audit.saveSettings({ autoSuggestCount: clampSuggestCount(value) })}
        />
      </div>
    </div>
  );
}
