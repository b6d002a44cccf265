import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type CSSProperties } from 'react';
import { COLLAPSED_TAB_ORDER, type FirstRunStepId, type TabWidgetId } from '@lodestar/core';
import { WIDGETS, WIDGET_LIST } from '../../widgets/registry';
import { CollapsedTabs } from './collapsed-tabs';
import { DashboardGrid, DashboardLinks } from './dashboard-grid';
import type { MobileSheet } from './mobile-widget-sheet';
import { PanelContext } from './panel-context';
import { PanelHost } from './panel-host';
import type { PanelId } from './panel-registry';
import type { ShellActions } from './shell-actions';
import { ShellHeader } from './shell-header';
import { isAdmin, type ShellUser } from './shell-user';
import { SidebarNav } from './sidebar-nav';
import { useCollapsedWidgets } from './use-collapsed-widgets';
import { useIsMobile } from './use-media-query';
import { useNavCollapsed } from './use-nav-collapsed';
import { useWidgetVisibility } from './use-widget-visibility';
import { useFirstCardWatch } from './use-first-card-watch';
import { useFirstCardShown } from '../../lib/first-card';
import { WidgetFrame } from './widget-frame';
import { WidgetBackgrounds } from './widget-backgrounds';
import { requestWidgetOpen } from '../../lib/widget-requests';
import { onMusicLibraryRequest } from '../../lib/music-fade';
import './shell.css';

// Radix Dialog and the menu load on the first tap of the hamburger.
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));
// The metrics bar (Net Worth, MRR, non-negotiables) is its own chunk too.
const HeaderMetrics = lazy(() => import('../../features/header-metrics/header-metrics').then((m) => ({ default: m.HeaderMetrics })));
// The first-run card (features/first-run): after the first card, for signed-in users.
const FirstRunCard = lazy(() => import('../../features/first-run/first-run-card').then((m) => ({ default: m.FirstRunCard })));
// The command palette and the shortcuts list (lib/shortcuts is the eager listener): after the first card, or
// at the first shortcut, never among the new tab's first requests.
const PaletteLayer = lazy(() => import('../../features/command-palette/palette-layer').then((m) => ({ default: m.PaletteLayer })));
// The phone's bar is a phone's only: a desktop's first screen never carries its code. Pending until it loads, so
// the live page never replaces the picture (lib/snapshot) without it.
const MobileBottomBar = lazy(() => import('./mobile-bottom-bar').then((m) => ({ default: m.MobileBottomBar })));
// A phone's sheet opens only when asked (a widget or the widget list): out of the first screen's code.
const MobileWidgetSheet = lazy(() => import('./mobile-widget-sheet').then((m) => ({ default: m.MobileWidgetSheet })));
// The yearly plan's theme and Labs' focus mode (features/themes): a chunk of its own, after the first card.
const YearlyPerks = lazy(() => import('../../features/themes/yearly-perks').then((m) => ({ default: m.YearlyPerks })));

function revealElement(id: string) {
  const element = document.getElementById(id);
  element?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  element?.focus({ preventScroll: true });
}

/** The dashboard: sidebar or phone bars, header, widget grid, right-edge tabs, side panels. */
export function DashboardShell({ user }: { user: ShellUser | null }) {
  const isMobile = useIsMobile();
  const [navCollapsed, setNavCollapsed] = useNavCollapsed();
  const [collapsed, setWidgetCollapsed] = useCollapsedWidgets();
  const { visible, onPage, contentRead, setVisible } = useWidgetVisibility();
  useFirstCardWatch(visible.bookmarks);
  const firstCard = useFirstCardShown();
  const [panel, setPanel] = useState<PanelId | null>(null);
  const [sheet, setSheet] = useState<MobileSheet | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [shortcutUsed, setShortcutUsed] = useState(false);
  useEffect(() => {
    // The listener comes with the shared UI code the first card loads anyway: nothing on the first screen's budget.
    let remove: (() => void) | undefined;
    let left = false;
    void import('../../lib/shortcuts').then((m) => {
      if (!left) remove = m.installShortcuts(() => setShortcutUsed(true));
    });
    return () => {
      left = true;
      remove?.();
    };
  }, []);

  const closePanel = useCallback(() => setPanel(null), []);
  // The music player bar's library button (widgets reach the shell only through lib).
  useEffect(() => onMusicLibraryRequest(() => setPanel('library')), []);
  const closeSheet = useCallback(() => setSheet(null), []);
  const panelControls = useMemo(() => ({ openPanel: setPanel, closePanel }), [closePanel]);

  const actions: ShellActions = {
    openPanel: setPanel,
    toggleBookmarks: () => setVisible('bookmarks', !visible.bookmarks),
    revealWidget: (id) => {
      // The Wins entry opens the wins modal (the widget listens for the request).
      if (id === 'wins') requestWidgetOpen('wins');
      if (id === 'bookmarks' && !visible.bookmarks) setVisible('bookmarks', true);
      // After the render that shows it.
      requestAnimationFrame(() => revealElement(`widget-${id}`));
    },
    openSheet: setSheet,
    scrollHome: () => window.scrollTo({ top: 0, behavior: 'smooth' }),
  };

  // The first-run card's steps open what does each one (the card is a feature: it never reaches the shell).
  const firstRunStep = (step: FirstRunStepId) => {
    if (step === 'bookmarks') {
      if (!visible.bookmarks) setVisible('bookmarks', true);
      requestWidgetOpen('bookmarks');
    } else if (step === 'calendar') {
      if (!visible.calendar) setVisible('calendar', true);
      if (isMobile) setSheet('calendar');
      else {
        setWidgetCollapsed('calendar', false);
        requestAnimationFrame(() => revealElement('widget-calendar'));
      }
    } else if (step === 'background') setPanel('settings');
    else {
      window.scrollTo({ top: 0, behavior: 'smooth' });
      document.getElementById('focus-line-input')?.focus({ preventScroll: true });
    }
  };

  const collapsedTabs = new Set<TabWidgetId>(COLLAPSED_TAB_ORDER.filter((id) => visible[id] && collapsed[id]));
  const headerWidgets = WIDGET_LIST.filter((widget) => widget.position === 'header' && visible[widget.id]);
  const footerWidgets = WIDGET_LIST.filter((widget) => widget.position === 'footer' && visible[widget.id]);

  return (
    <PanelContext.Provider value={panelControls}>
      <div
        className="shell"
        data-nav-collapsed={navCollapsed}
        data-mobile={isMobile}
        style={{ '--edge-dock-tabs': collapsedTabs.size } as CSSProperties}
      >
        {!isMobile && (
          <SidebarNav
            user={user}
            collapsed={navCollapsed}
            onToggleCollapsed={() => setNavCollapsed((current) => !current)}
            actions={actions}
            bookmarksVisible={visible.bookmarks}
            winsVisible={visible.wins}
            scriptureVisible={visible.scripture}
          />
        )}
        <div className="shell__content">
          <main className="shell__main">
            {/* Until the user's data is read, which cards hold content is unknown: the picture stays. */}
            {!contentRead && <div hidden data-pending="" />}
            {/* The first screen: the centre, the metrics and the links; the cards start under it (shell.css). */}
            <div className="shell__first-screen">
              <ShellHeader user={user} onOpenMenu={isMobile ? () => setMenuOpen(true) : undefined}>
                {/* The Wins button sits under the centre as itself, not in a card of its own. */}
                {headerWidgets.map((widget) => (
                  <WidgetFrame key={widget.id} widget={widget} bare />
                ))}
              </ShellHeader>
              {/* Pending until it loads, so the live page never replaces the picture (lib/snapshot) without it. */}
              <Suspense fallback={<div hidden data-pending="" />}>{firstCard ? <HeaderMetrics /> : <div hidden data-pending="" />}</Suspense>
              {firstCard && user && (
                <Suspense fallback={null}>
                  <FirstRunCard onStep={firstRunStep} />
                </Suspense>
              )}
              <DashboardLinks visible={onPage} />
            </div>
            <DashboardGrid
              visible={onPage}
              collapsed={collapsed}
              onCollapse={(id) => setWidgetCollapsed(id, true)}
              isMobile={isMobile}
            />
          </main>
          {footerWidgets.length > 0 && (
            <footer className="shell__footer">
              {footerWidgets.map((widget) => (
                <WidgetFrame key={widget.id} widget={widget} bare />
              ))}
            </footer>
          )}
        </div>
        {!isMobile && (
          <CollapsedTabs
            collapsed={collapsedTabs}
            // The audit draws its tab only while its card is on the page (an empty audit waits in Settings).
            extraSlots={onPage.timeAudit ? 1 : 0}
            onExpand={(id) => {
              setWidgetCollapsed(id, false);
              // The card opens among the others, under the first screen: bring it into view with the focus, as the
              // tab it replaces had it.
              requestAnimationFrame(() => revealElement(`widget-${id}`));
            }}
          />
        )}
        {isMobile && (
          <>
            {sheet && (
              <Suspense fallback={null}>
                <MobileWidgetSheet sheet={sheet} onPick={setSheet} onClose={closeSheet} />
              </Suspense>
            )}
            <Suspense fallback={<div hidden data-pending="" />}>
              <MobileBottomBar
                actions={actions}
                widgetsOpen={sheet !== null}
                onWidgets={() => setSheet((current) => (current ? null : 'widgets'))}
              />
            </Suspense>
            {menuOpen && (
              <Suspense fallback={null}>
                <MobileMenu
                  onClose={() => setMenuOpen(false)}
                  actions={actions}
                  bookmarksVisible={visible.bookmarks}
                  isAdmin={isAdmin(user)}
                  signedIn={user !== null}
                />
              </Suspense>
            )}
          </>
        )}
        {firstCard && <WidgetBackgrounds visible={visible} />}
        {firstCard && user && (
          <Suspense fallback={null}>
            {/* Focus mode shows the timer's card itself when the page does not (hidden, a tab, the phone's bar). */}
            <YearlyPerks
              userId={user.id}
              pomodoro={isMobile || !visible.pomodoro || collapsed.pomodoro ? <WidgetFrame widget={WIDGETS.pomodoro} /> : null}
            />
          </Suspense>
        )}
        {(firstCard || shortcutUsed) && (
          <Suspense fallback={null}>
            <PaletteLayer
              user={user}
              widgets={WIDGET_LIST}
              shell={{ visible, setVisible, collapsed, setCollapsed: setWidgetCollapsed, openSheet: isMobile ? setSheet : null, reveal: actions.revealWidget }}
            />
          </Suspense>
        )}
        <PanelHost panel={panel} user={user} onClose={closePanel} openPanel={setPanel} />
      </div>
    </PanelContext.Provider>
  );
}
