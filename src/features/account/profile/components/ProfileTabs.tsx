import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/Tabs';
import { UnsavedChangesScope } from './UnsavedChangesGuard';

/** The URL query that names the selected tab (`?seccion=seguridad`); the first tab has none. */
const SECTION_PARAM = 'seccion';
/** Added to the Seguridad link of "Cambiar correo": the form opens at once. */
export const CHANGE_EMAIL_PARAM = 'cambiar';

export interface ProfileSection {
  /** Its word in the URL (`seguridad`). */
  id: string;
  label: string;
  content: ReactNode;
}

/** The link to a section of the page at `pathname` (the first section is the page itself). */
export function sectionHref(pathname: string, sections: readonly Pick<ProfileSection, 'id'>[], id: string, extra?: Record<string, string>) {
  const query = new URLSearchParams(id === sections[0]?.id ? {} : { [SECTION_PARAM]: id });
  for (const [name, value] of Object.entries(extra ?? {})) query.set(name, value);
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * The sections of a profile page as tabs. The selected one is kept in the URL (a reload or a shared
 * link opens it); an unknown word shows the first. Their forms share the page's one unsaved-changes
 * guard (the panels stay mounted).
 */
export function ProfileTabs({ label, sections }: { label: string; sections: ProfileSection[] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get(SECTION_PARAM);
  const inUrl = sections.some((section) => section.id === asked) ? (asked as string) : sections[0]!.id;
  // The tap shows its tab at once; the URL (a router navigation, rendered as a transition) follows.
  // Back, Forward or a link still choose the tab: a new URL value wins over the last tap.
  const [selected, setSelected] = useState(inUrl);
  const [lastInUrl, setLastInUrl] = useState(inUrl);
  if (inUrl !== lastInUrl) {
    setLastInUrl(inUrl);
    setSelected(inUrl);
  }

  const select = (id: string) => {
    if (id === selected) return;
    setSelected(id);
    const next = new URLSearchParams(searchParams);
    if (id === sections[0]!.id) next.delete(SECTION_PARAM);
    else next.set(SECTION_PARAM, id);
    next.delete(CHANGE_EMAIL_PARAM);
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <UnsavedChangesScope>
      <Tabs selectedKey={selected} onSelectionChange={(key) => select(String(key))}>
        <TabList aria-label={label}>
          {sections.map((section) => (
            <Tab key={section.id} id={section.id}>
              {section.label}
            </Tab>
          ))}
        </TabList>
        {sections.map((section) => (
          <TabPanel key={section.id} id={section.id}>
            {section.content}
          </TabPanel>
        ))}
      </Tabs>
    </UnsavedChangesScope>
  );
}
