/**
 * Mantine components that float, animate or portal (menus, drawers, tooltips, toasts) and the
 * navigation built from them: they pull in floating-ui, transitions and scroll locking, so they live
 * apart from the core facade and load only with the pages and chrome that use them (never with the
 * public landing's first paint). See shared/src/ui/mantine.ts for why facades exist.
 */
export { Collapse, Drawer, Menu, Modal, NavLink, Popover, ScrollArea, Tooltip } from '@mantine/core';
export { useDisclosure, useHotkeys, useMediaQuery } from '@mantine/hooks';
export { Notifications, notifications } from '@mantine/notifications';
