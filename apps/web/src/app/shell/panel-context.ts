// The panels' contract lives in lib/panels (panels never import the shell).
export { PanelContext, usePanels, type PanelControls } from '../../lib/panels';
