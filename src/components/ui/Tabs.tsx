import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  composeRenderProps,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import { tv } from '@/lib/tailwind-variants';
import { composeStyles, composeTailwindRenderProps, focusRing } from './focus-ring';

export function Tabs(props: TabsProps) {
  return <RACTabs {...props} className={composeTailwindRenderProps(props.className, 'flex flex-col gap-6')} />;
}

/** The row of tabs; on a narrow screen it scrolls sideways instead of wrapping. */
export function TabList<T extends object>(props: TabListProps<T>) {
  return (
    <RACTabList
      {...props}
      className={composeTailwindRenderProps(
        props.className,
        '-mx-4 flex gap-0 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:gap-1 sm:px-0',
      )}
    />
  );
}

// The selected tab is marked by weight and a thick underline, not by colour alone.
const tabStyles = tv({
  extend: focusRing,
  base: '-mb-px flex min-h-11 shrink-0 items-center border-b-2 px-2.5 text-sm sm:px-3 whitespace-nowrap transition-colors [-webkit-tap-highlight-color:transparent]',
  variants: {
    isSelected: {
      false: 'border-transparent font-medium hover:border-slate-300 hover:text-slate-900',
      true: 'border-brand-700 font-semibold',
    },
    isDisabled: { false: 'cursor-pointer', true: 'cursor-not-allowed text-slate-400' },
  },
  // Joined, not merged: a disabled tab's text colour replaces the selection's.
  compoundVariants: [
    { isDisabled: false, isSelected: false, class: 'text-slate-600' },
    { isDisabled: false, isSelected: true, class: 'text-brand-800' },
  ],
  defaultVariants: { inset: true },
});

export function Tab(props: TabProps) {
  return <RACTab {...props} className={composeStyles(props.className, tabStyles)} />;
}

/**
 * A tab's content. It stays mounted while another tab shows (hidden and inert), so what was typed
 * in a form is still there when the customer comes back to its tab.
 */
export function TabPanel(props: TabPanelProps) {
  return (
    <RACTabPanel
      shouldForceMount
      {...props}
      className={composeTailwindRenderProps(props.className, 'flex flex-col gap-6 outline-0')}
      // Out of sight and of the accessibility tree (inline, so it holds without the stylesheet too).
      style={composeRenderProps(props.style, (style, { isInert }) => (isInert ? { ...style, display: 'none' } : style))}
    />
  );
}
