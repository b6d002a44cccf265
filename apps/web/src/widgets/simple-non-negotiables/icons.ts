import {
  Barbell,
  Bed,
  Bicycle,
  Book,
  Brain,
  Calendar,
  Carrot,
  ChartLine,
  CheckCircle,
  Drop,
  FlowerLotus,
  HandsPraying,
  Heart,
  Medal,
  PencilSimple,
  PersonSimpleRun,
  Sneaker,
  Target,
  Timer,
  Trophy,
  type Icon,
} from '@phosphor-icons/react';

/** The Phosphor glyph of each catalogue entry, by the name items store. */
const ICONS: Record<string, Icon> = {
  Barbell,
  Bed,
  Bicycle,
  Book,
  Brain,
  Calendar,
  Carrot,
  ChartLine,
  CheckCircle,
  Drop,
  FlowerLotus,
  HandsPraying,
  Heart,
  Medal,
  PencilSimple,
  PersonSimpleRun,
  Sneaker,
  Target,
  Timer,
  Trophy,
};

/** An item's glyph; a name the catalogue does not know shows as a check mark. */
export function nonNegotiableIcon(iconName: string): Icon {
  return ICONS[iconName] ?? CheckCircle;
}
