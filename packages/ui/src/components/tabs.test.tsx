import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './tabs.tsx';

afterEach(cleanup);

function BetHistory() {
  return (
    <Tabs defaultValue="open">
      <TabList label="Bet history">
        <Tab value="open">Open</Tab>
        <Tab value="settled">Settled</Tab>
        <Tab value="all">All</Tab>
      </TabList>
      <TabPanel value="open">No open bets</TabPanel>
      <TabPanel value="settled">No settled bets</TabPanel>
      <TabPanel value="all">No bets</TabPanel>
    </Tabs>
  );
}

function selectedTab(): string | null {
  return screen.getByRole('tab', { selected: true }).textContent;
}

describe('Tabs', () => {
  it('renders a named tab list with the default tab selected and its panel shown', () => {
    render(<BetHistory />);
    expect(screen.getByRole('tablist', { name: 'Bet history' })).toBeTruthy();
    expect(selectedTab()).toBe('Open');
    expect(screen.getByRole('tabpanel', { name: 'Open' }).textContent).toBe('No open bets');
  });

  it('moves selection with the arrow keys, wrapping at the ends', async () => {
    render(<BetHistory />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Open' }));

    await userEvent.keyboard('{ArrowRight}');
    expect(selectedTab()).toBe('Settled');
    expect(screen.getByRole('tabpanel').textContent).toBe('No settled bets');

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(selectedTab()).toBe('All');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'All' }));
  });

  it('is a single Tab stop: Tab from the selected tab goes to the panel, not the next tab', async () => {
    render(<BetHistory />);
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });
});
