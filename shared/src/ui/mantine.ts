/**
 * The Mantine surface the portal uses, re-exported from one shared module.
 *
 * Why not share @mantine/core itself: a federated shared module is never tree-shaken, so sharing the
 * package ships all of Mantine (~190 KB gzip) to every visitor. Shared through this file, webpack keeps
 * only the components listed here, and there is still exactly one Mantine instance (one theme context)
 * because the shell provides this module as a singleton. Apps import Mantine only from here
 * (ESLint enforces it); add a component here when a page needs it.
 */
export {
  ActionIcon,
  Alert,
  Anchor,
  AppShell,
  Badge,
  Box,
  Burger,
  Button,
  Card,
  Center,
  Code,
  Collapse,
  Container,
  Divider,
  Drawer,
  Group,
  Loader,
  MantineProvider,
  Menu,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
  createTheme,
  rem,
  useMantineTheme,
  type MantineThemeOverride,
} from '@mantine/core';
export { useDisclosure, useMediaQuery } from '@mantine/hooks';
export { Notifications, notifications } from '@mantine/notifications';
