/**
 * The core Mantine surface: layout, typography and simple controls, loaded by every page.
 *
 * Why not share @mantine/core itself: a federated shared module is never tree-shaken, so sharing the
 * package ships all of Mantine (~190 KB gzip) to every visitor. Shared through this file, webpack keeps
 * only the components listed here, and there is still exactly one Mantine instance (one theme context)
 * because the shell provides this module as a singleton. Heavier components live in sibling facades
 * (`@propdesk/shared/ui-overlays`, `@propdesk/shared/ui-data`) so a page loads them only when it uses
 * them. Apps import Mantine only from these facades (ESLint enforces it). See docs/adr/0003.
 */
export {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Box,
  Burger,
  Button,
  Card,
  Center,
  Code,
  Container,
  Divider,
  Group,
  Loader,
  MantineProvider,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
  VisuallyHidden,
  createTheme,
  rem,
  useMantineTheme,
  type MantineThemeOverride,
} from '@mantine/core';
