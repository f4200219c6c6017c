import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { ObjectivesPanel } from './objectives-panel.tsx';
import { snapshotFixture } from '@propdesk/shared/testing';
import { renderInAccountView } from '../testing/render-in-account-view.tsx';

describe('ObjectivesPanel', () => {
  it('counts down to the reset and says whether today counts while the account trades', () => {
    renderInAccountView(<ObjectivesPanel snapshot={snapshotFixture()} />);
    expect(screen.getByTestId('reset-countdown')).toBeInTheDocument();
    expect(screen.getByText('Today counts as a trading day.')).toBeInTheDocument();
    expect(screen.getByText('$9,800.00 left')).toBeInTheDocument();
  });

  it('shows a failed account by how much it went over, with no day ahead of it', () => {
    const live = snapshotFixture();
    renderInAccountView(
      <ObjectivesPanel
        snapshot={{
          ...live,
          status: 'failed',
          equityMinor: 9_140_095,
          maxLoss: { ...live.maxLoss, roomMinor: -59_905, usedPercent: 100 },
        }}
      />,
    );
    expect(screen.getByText('Over by $599.05')).toBeInTheDocument();
    expect(screen.queryByTestId('reset-countdown')).toBeNull();
    expect(screen.queryByText('Today counts as a trading day.')).toBeNull();
  });
});
