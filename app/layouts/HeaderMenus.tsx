import { Box, Button } from '@chakra-ui/react';
import { lazyChunk } from '../../design-system';
import { NotificationCenter } from './NotificationCenter';
import { ContinentSwitch, HierarchySwitches } from './RegionSwitch';
import { LayoutMenu } from './shell/LayoutMenu';
import { UserMenu } from './UserMenu';

// The headers' menus and the notification centre (zag's menu and popover machines, floating-ui)
// are a chunk of their own: the shell and the portal draw them once it is there, just after the
// page's first paint (see headerMenus in Shell.tsx and PortalPages.tsx).

// The trace switch comes with the governance chunk, loaded only for those who may trace.
const TraceButton = lazyChunk(
  () => import('../modules/hadm/TraceButton').then((module) => module.default),
  <TraceButtonRoom />,
).Component;

/**
 * The trace switch's room while its chunk loads: an unseen button of the idle switch's size
 * (a small ghost button around a 16-px icon). Without it the menus left of the switch would
 * move under the pointer when it comes.
 */
function TraceButtonRoom() {
  return (
    <Button size="sm" variant="ghost" visibility="hidden" aria-hidden tabIndex={-1}>
      <Box as="span" width="4" height="4" />
    </Button>
  );
}

/** The operators' header menus: region, menu layout, trace switch, notifications, account. */
export function ShellHeaderMenus({ mayTrace }: { mayTrace: boolean }) {
  return (
    <>
      <HierarchySwitches />
      <ContinentSwitch />
      <LayoutMenu />
      {mayTrace ? <TraceButton /> : null}
      <NotificationCenter />
      <UserMenu />
    </>
  );
}

/** The portal's header menus: region, notifications, account (no role or tenant switching). */
export function PortalHeaderMenus() {
  return (
    <>
      <ContinentSwitch />
      <NotificationCenter />
      <UserMenu switching={false} />
    </>
  );
}
