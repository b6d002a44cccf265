import { Dialog } from '../../components/ui/dialog';
import { isMacLike, shortcutList } from './shortcut-list';

/** '?': every shortcut of the page, and whether the single keys are on. */
export function ShortcutsDialog({ singleKeys, onClose }: { singleKeys: boolean; onClose(): void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Keyboard shortcuts" className="shortcuts-dialog">
      <table className="shortcuts-dialog__table">
        <thead className="visually-hidden">
          <tr>
            <th scope="col">Keys</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {shortcutList(isMacLike()).map(({ keys, does, single }) => (
            <tr key={`${keys.join('+')}-${does}`} data-off={single && !singleKeys ? '' : undefined}>
              <td className="shortcuts-dialog__keys">
                {keys.map((key) => (
                  <kbd key={key}>{key}</kbd>
                ))}
              </td>
              <td>
                {does}
                {single && !singleKeys && ' (off)'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="shortcuts-dialog__note">
        Single keys work when no field has focus{singleKeys ? '' : ', and are turned off'}: Settings, Keyboard Shortcuts.
      </p>
    </Dialog>
  );
}
