// Tabs as the WAI-ARIA pattern has them (automatic activation): a tablist whose one selected tab is
// in the Tab order, arrows, Home and End to move and select, and panels named by their tab. Not
// react-aria's: its TabPanel searched each panel for a focusable element (a TreeWalker testing every
// element's visibility) on every render and mutation, and with every panel kept mounted that search
// crossed the hidden forms on each switch: about a quarter of the script and all of the forced
// layout (16–39 ms at 4× CPU) of a tap on Mi perfil's «Seguridad» (docs/performance.md).
import { createContext, useContext, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { joinClasses } from '@/lib/class-names';
import { tv } from '@/lib/tailwind-variants';

interface TabsContextValue {
  selectedKey: string;
  select: (key: string) => void;
  idOf: (key: string, part: 'tab' | 'panel') => string;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(component: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`${component} va dentro de <Tabs>.`);
  return context;
}

export interface TabsProps {
  /** The selected tab's id (controlled). */
  selectedKey: string;
  onSelectionChange: (key: string) => void;
  children: ReactNode;
  className?: string;
}

export function Tabs({ selectedKey, onSelectionChange, children, className }: TabsProps) {
  const base = useId();
  const value: TabsContextValue = {
    selectedKey,
    select: (key) => key !== selectedKey && onSelectionChange(key),
    idOf: (key, part) => `${base}-${part}-${key}`,
  };
  return (
    <TabsContext.Provider value={value}>
      <div className={joinClasses('flex flex-col gap-6', className)}>{children}</div>
    </TabsContext.Provider>
  );
}

/** The row of tabs; on a narrow screen it scrolls sideways instead of wrapping. */
export function TabList({ 'aria-label': label, children }: { 'aria-label': string; children: ReactNode }) {
  const { select } = useTabsContext('TabList');
  const list = useRef<HTMLDivElement>(null);
  // Arrows move to the next or previous tab (round), Home and End to the first and last; each selects it.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...(list.current?.querySelectorAll<HTMLElement>('[role=tab]') ?? [])];
    const current = tabs.indexOf(event.target as HTMLElement);
    if (current < 0) return;
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next]!;
    tab.focus();
    select(tab.dataset.key ?? '');
  };
  return (
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the tabs inside take the focus; the list only hears their keys
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="-mx-4 flex gap-0 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:gap-1 sm:px-0"
    >
      {children}
    </div>
  );
}

// The selected tab is marked by weight and a thick underline, not by colour alone. The focus ring
// is drawn inside (the list scrolls sideways and would clip it), for the keyboard only.
const tabStyles = tv({
  base: '-mb-px flex min-h-11 shrink-0 cursor-pointer items-center border-b-2 px-2.5 text-sm whitespace-nowrap outline-0 -outline-offset-2 outline-brand-600 transition-colors [-webkit-tap-highlight-color:transparent] focus-visible:outline-2 sm:px-3 forced-colors:outline-[Highlight]',
  variants: {
    isSelected: {
      false: 'border-transparent font-medium text-slate-600 hover:border-slate-300 hover:text-slate-900',
      true: 'border-brand-700 font-semibold text-brand-800',
    },
  },
});

export function Tab({ id, children }: { id: string; children: ReactNode }) {
  const { selectedKey, select, idOf } = useTabsContext('Tab');
  const isSelected = id === selectedKey;
  return (
    <button
      type="button"
      role="tab"
      id={idOf(id, 'tab')}
      data-key={id}
      aria-selected={isSelected}
      aria-controls={idOf(id, 'panel')}
      // Only the selected tab is in the Tab order; the arrows reach the others.
      tabIndex={isSelected ? 0 : -1}
      // Selected as the press starts, as a platform's tabs are.
      onPointerDown={(event) => event.button === 0 && select(id)}
      onClick={() => select(id)}
      className={tabStyles({ isSelected })}
    >
      {children}
    </button>
  );
}

/**
 * A tab's content. It stays mounted while another tab shows (`hidden`: out of sight and of the
 * accessibility tree), so what was typed in a form is still there when the customer comes back to
 * its tab. Panels here hold forms, whose fields take the Tab after the tab, so the panel itself is
 * not a Tab stop.
 */
export function TabPanel({ id, children }: { id: string; children: ReactNode }) {
  const { selectedKey, idOf } = useTabsContext('TabPanel');
  return (
    <div
      role="tabpanel"
      id={idOf(id, 'panel')}
      aria-labelledby={idOf(id, 'tab')}
      hidden={id !== selectedKey}
      className="flex flex-col gap-6"
    >
      {children}
    </div>
  );
}
