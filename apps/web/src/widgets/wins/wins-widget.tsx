import { useCallback, useState } from 'react';
import { Trophy } from '@phosphor-icons/react';
import { plural } from '@lodestar/core';
import { useOpenRequest } from '../../lib/widget-requests';
import { useAutoPopup } from './use-auto-popup';
import { useWins } from './use-wins';
import { WinsModal } from './wins-modal';
import './wins-widget.css';

/** The header's wins button; it also opens on the sidebar's Wins entry and by the daily popup. */
export function WinsWidget() {
  const { wins, settings, lastAutoPopupDate, section } = useWins();
  const [open, setOpen] = useState(false);
  useOpenRequest('wins', () => setOpen(true));
  const popup = useCallback(
    (day: string) => {
      section.setField('lastAutoPopupDate', day);
      setOpen(true);
    },
    [section],
  );
  useAutoPopup(section.ready, settings, lastAutoPopupDate, popup);

  return (
    <>
      {settings.showInTopBar && (
        <button type="button" className="wins-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <Trophy size={20} weight="fill" aria-hidden="true" />
          <span>Your Wins</span>
          {/* No '0' before the first win: the page shows what the user made, never a zero. */}
          {wins.length > 0 && (
            <span className="wins-button__count" aria-label={plural(wins.length, 'win')}>
              {wins.length}
            </span>
          )}
        </button>
      )}
      <WinsModal open={open} onOpenChange={setOpen} />
    </>
  );
}
