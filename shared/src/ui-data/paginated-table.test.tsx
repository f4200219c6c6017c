import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '../i18n/setup.ts';
import { renderWithProviders } from '../testing/render-with-providers.tsx';
import { PaginatedTable, type TShownPage } from './paginated-table.tsx';
import { Table } from '@mantine/core';

function renderTable(shown: TShownPage, page = shown.page, onPageChange = jest.fn()) {
  renderWithProviders(
    <PaginatedTable
      shown={shown}
      page={page}
      onPageChange={onPageChange}
      pagesLabel="Pages of fruit"
      minWidth={400}
      scrollTestId="fruit-scroll"
      aria-label="Fruit"
    >
      <Table.Tbody>
        {Array.from({ length: shown.rowCount }, (_, row) => (
          <Table.Tr key={row}>
            <Table.Td>Fruit {row + 1}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </PaginatedTable>,
  );
  return onPageChange;
}

describe('PaginatedTable', () => {
  it('shows the rows, which of how many they are, and moves to the page the reader picks', async () => {
    const onPageChange = renderTable({ page: 2, pageSize: 20, total: 45, rowCount: 20 });
    expect(screen.getByRole('table', { name: 'Fruit' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(20);
    expect(screen.getByTestId('fruit-scroll')).toContainElement(screen.getByRole('table'));
    expect(screen.getByText('21–40 of 45')).toBeInTheDocument();

    const pages = screen.getByLabelText('Pages of fruit');
    await userEvent.click(within(pages).getByRole('button', { name: '3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('counts the rows on screen while the page asked for is still loading', () => {
    renderTable({ page: 1, pageSize: 20, total: 45, rowCount: 20 }, 2);
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
  });

  it('hides the page buttons when everything fits on one page', () => {
    renderTable({ page: 1, pageSize: 20, total: 3, rowCount: 3 });
    expect(screen.getByText('1–3 of 3')).toBeInTheDocument();
    expect(screen.queryByLabelText('Pages of fruit')).toBeNull();
  });

  it('words the summary in the reader’s language', async () => {
    await act(() => setLanguage('it'));
    renderTable({ page: 3, pageSize: 25, total: 51, rowCount: 1 });
    expect(screen.getByText('51–51 di 51')).toBeInTheDocument();
    await act(() => setLanguage('en'));
  });
});
