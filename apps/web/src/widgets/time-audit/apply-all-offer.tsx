import { plural, type TagChange } from '@lodestar/core';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ENERGY_LABEL } from './tag-options';

export interface Offer {
  task: string;
  change: TagChange;
  ids: string[];
}

/** After tagging an entry: apply the same value or energy to the task's other entries that lack it? */
export function ApplyAllOffer({ offer, onApply, onClose }: { offer: Offer | null; onApply(offer: Offer): void; onClose(): void }) {
  if (!offer) return null;
  const tag = offer.change.field === 'energy' ? ENERGY_LABEL[offer.change.value] : offer.change.value;
  const what = offer.change.field === 'energy' ? 'energy' : 'value';
  const count = offer.ids.length;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Apply to all "${offer.task}" entries?`}
      message={`${plural(count, 'other entry', 'other entries')} of "${offer.task}" ${count === 1 ? 'has' : 'have'} no ${what}. Apply ${tag} to ${count === 1 ? 'it' : 'them'} too?`}
      confirmLabel="Apply to All"
      cancelLabel="Just This One"
      onConfirm={() => onApply(offer)}
    />
  );
}
