import { X } from '@phosphor-icons/react';
import { PERIOD_LABELS, PERIOD_NAMES, type TimePeriod } from '@lodestar/core';

export interface AddedElsewhere {
  title: string;
  period: TimePeriod;
}

interface AddedNoticeProps {
  added: AddedElsewhere | null;
  onView: (period: TimePeriod) => void;
  onDismiss: () => void;
}

/**
 * Says where a link added for another time of day went, with the way to see it there. The live region is
 * always in the page, so a screen reader announces the message when it appears.
 */
export function AddedNotice({ added, onView, onDismiss }: AddedNoticeProps) {
  return (
    <div role="status" className="bm-notice-region">
      {added ? (
        <p className="bm-notice">
          <span>
            Added “{added.title}” to {PERIOD_LABELS[added.period]}.
          </span>
          <button type="button" className="bm-notice__view" onClick={() => onView(added.period)}>
            Show {PERIOD_NAMES[added.period]}
          </button>
          <button type="button" className="bm-icon-button" aria-label="Dismiss" onClick={onDismiss}>
            <X size={14} aria-hidden="true" />
          </button>
        </p>
      ) : null}
    </div>
  );
}
