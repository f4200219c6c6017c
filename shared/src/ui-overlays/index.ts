/**
 * Mantine components that float, animate or portal (menus, drawers, tooltips, toasts): they pull in
 * floating-ui, transitions and scroll locking, so they live apart from the core facade and load only
 * with the pages that use them. See shared/src/ui/mantine.ts for why facades exist.
 */
export { Collapse, Drawer, Menu, Modal, Popover, Tooltip } from '@mantine/core';
export { useDisclosure, useMediaQuery } from '@mantine/hooks';
export { Notifications, notifications } from '@mantine/notifications';
