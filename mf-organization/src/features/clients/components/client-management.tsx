import { useState } from 'react';
import { Alert, Button, Drawer, Group, Pagination, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { notify } from '@propdesk/shared/notify';
import { useSearchParams } from '@propdesk/shared/router';
import { PaginatedTable } from '@propdesk/shared/ui-data';
import { clientTexts } from '../i18n/index.ts';
import {
  clientListSearchParams,
  hasClientFilters,
  NO_CLIENT_FILTERS,
  readClientListState,
  type TClientListState,
} from '../queries/client-list-state.ts';
import {
  useClientPage,
  useClientsOrganization,
  useExportClients,
  type TClientsArea,
} from '../queries/client-queries.ts';
import { ClientDetails } from './client-details.tsx';
import { ClientFilters } from './client-filters.tsx';
import { ClientCards, ClientTable, type TClientOpener } from './client-rows.tsx';

export const CLIENT_PAGE_SIZE = 25;
/** Typing waits this long after the last key before the list is asked again. */
const SEARCH_DEBOUNCE_MS = 300;
/** Below Mantine's `sm` breakpoint the rows become cards. */
const PHONE_QUERY = '(max-width: 47.99em)';

export interface ClientManagementProps {
  /**
   * Where a client's details open: their own page (the organization area's
   * `/organization/clients/{userId}/details`), else a drawer over the list (the admin area and the
   * support agent's lookup, which have no such page).
   */
  detailPath?: (userId: string) => string;
  /** `agent`: the support agent's read-only lookup, without filters, export or actions. */
  area?: TClientsArea;
}

/**
 * Client Management: the current organization's clients, searched (debounced), filtered, sorted and paged
 * on the server, with the CSV export of the same filtered list. The filters live in the URL's search
 * parameters, so a link opens the list filtered; `queries/client-list-state.ts` lists them: `search`,
 * `country`, `kyc` (`not_started`, `submitted`, `approved`, `rejected`), `funded` and `blocked`
 * (`true`/`false`), `joinedFrom` and `joinedTo` (`YYYY-MM-DD`), `sort` (`joined`, `name`,
 * `last_activity`), `dir` (`asc`, `desc`) and `page`; e.g. `/organization/clients?kyc=submitted&funded=true`.
 * Shared by the organization area, the admin's organization view and the support agent's lookup.
 */
export function ClientManagement({ detailPath, area = 'staff' }: ClientManagementProps) {
  const { t } = useLazyTranslation(clientTexts);
  const [params, setParams] = useSearchParams();
  const state = readClientListState(params);
  const organization = useClientsOrganization(area);
  const { organizationId } = organization;
  const [searchInput, setSearchInput] = useState(state.search);
  const [shownSearch, setShownSearch] = useState(state.search);
  // What this box last sent to the URL: its own change must not overwrite what was typed since.
  const [pushedSearch, setPushedSearch] = useState<string | null>(null);
  const [openUserId, setOpenUserId] = useState<string | null>(null);
  const isPhone = useMediaQuery(PHONE_QUERY, false) ?? false;
  const isReadOnly = area === 'agent';
  const clients = useClientPage(organizationId, state, CLIENT_PAGE_SIZE);
  const exporter = useExportClients(organizationId);

  const update = (change: Partial<TClientListState>, options: { replace?: boolean } = {}) => {
    const next = { ...state, page: 1, ...change };
    setParams(clientListSearchParams(next), options);
  };
  // The typed search reaches the URL (and the api) once typing pauses, without a history entry per key.
  const pushSearch = useDebouncedCallback((search: string) => {
    setPushedSearch(search.trim());
    update({ search }, { replace: true });
  }, SEARCH_DEBOUNCE_MS);
  // The URL changed under the box (back button, a link, clearing the filters): the box shows what the
  // list shows. Not for the box's own change, which the reader may have typed past already.
  if (state.search !== shownSearch) {
    setShownSearch(state.search);
    if (state.search !== pushedSearch && searchInput.trim() !== state.search) setSearchInput(state.search);
  }

  if (organizationId === null) {
    return <Text c="dimmed">{organization.isPending ? t('loading') : t('noOrganization')}</Text>;
  }
  const opener: TClientOpener =
    detailPath === undefined
      ? { kind: 'drawer', open: setOpenUserId }
      : {
          kind: 'link',
          pathOf: detailPath,
          // Opened before typing paused: the way back keeps what was typed, and the pending search is
          // dropped, or it would take the reader back to the list once it fires.
          listSearch:
            searchInput.trim() === state.search
              ? params.toString()
              : clientListSearchParams({ ...state, search: searchInput, page: 1 }).toString(),
          onFollow: pushSearch.cancel,
        };
  const data = clients.data;
  const exportList = () =>
    exporter.mutate(state, {
      onSuccess: () => void notify({ color: 'teal', message: t('filters.exported') }),
    });

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              style={{ flex: 1, minWidth: 220 }}
              type="search"
              label={t('search.label')}
              placeholder={t('search.placeholder')}
              value={searchInput}
              onChange={(event) => {
                setSearchInput(event.currentTarget.value);
                pushSearch(event.currentTarget.value);
              }}
              maxLength={200}
            />
            {organization.canExport && !isReadOnly ? (
              <Button variant="light" onClick={exportList} loading={exporter.isPending}>
                {t('filters.export')}
              </Button>
            ) : null}
          </Group>
          {isReadOnly ? null : (
            <ClientFilters
              state={state}
              onChange={(change) => update(change)}
              onClear={() => {
                setSearchInput('');
                setParams(clientListSearchParams(NO_CLIENT_FILTERS));
              }}
            />
          )}
          {exporter.isError ? (
            <Alert color="red" role="alert">
              {t('filters.exportFailed')}
            </Alert>
          ) : null}
          {clients.isPending ? <Text size="sm">{t('loading')}</Text> : null}
          {clients.isError ? (
            <Alert color="red" role="alert">
              <Group justify="space-between">
                <Text size="sm">{t('loadFailed')}</Text>
                <Button size="xs" variant="light" onClick={() => void clients.refetch()}>
                  {t('retry')}
                </Button>
              </Group>
            </Alert>
          ) : null}
          {data !== undefined && data.clients.length === 0 ? (
            <Text c="dimmed">{hasClientFilters(state) ? t('emptyFiltered') : t('empty')}</Text>
          ) : null}
          {data !== undefined && data.clients.length > 0 && isPhone ? (
            <>
              <ClientCards clients={data.clients} opener={opener} />
              <Pagination
                total={Math.max(1, Math.ceil(data.total / data.pageSize))}
                value={state.page}
                onChange={(page) => update({ page })}
                hideWithOnePage
                size="sm"
                aria-label={t('pages')}
              />
            </>
          ) : null}
          {data !== undefined && data.clients.length > 0 && !isPhone ? (
            <PaginatedTable
              shown={{ ...data, rowCount: data.clients.length }}
              page={state.page}
              onPageChange={(page) => update({ page })}
              pagesLabel={t('pages')}
              minWidth={900}
              verticalSpacing="xs"
              aria-label={t('tableLabel')}
              aria-busy={clients.isFetching}
            >
              <ClientTable clients={data.clients} opener={opener} />
            </PaginatedTable>
          ) : null}
        </Stack>
      </Paper>
      {opener.kind === 'drawer' ? (
        <Drawer
          opened={openUserId !== null}
          onClose={() => setOpenUserId(null)}
          position="right"
          size="xl"
          title={t('detail.title')}
          closeButtonProps={{ 'aria-label': t('detail.close') }}
        >
          {openUserId !== null ? (
            <ClientDetails
              organizationId={organizationId}
              userId={openUserId}
              canManage={organization.canManage && !isReadOnly}
              canRevokeCertificates={organization.canRevokeCertificates && !isReadOnly}
              canRefund={organization.canRefund && !isReadOnly}
            />
          ) : null}
        </Drawer>
      ) : null}
    </Stack>
  );
}
