// @vitest-environment node
// The shell and every part render on the server: no component may touch window or document
// while rendering. This file runs without a DOM to prove it.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  Button,
  Field,
  Link,
  Modal,
  Notification,
  NotificationArea,
  Preloader,
  Select,
  Skeleton,
  Spinner,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TopProgressBar,
  VisuallyHidden,
} from './index.ts';

describe('server rendering', () => {
  it('renders every component without a DOM', () => {
    expect(typeof document).toBe('undefined');
    const html = renderToString(
      <NotificationArea label="Notification" regionLabel="Notifications ({hotkey})">
        <TopProgressBar active label="Loading page" />
        <Button loading>Place bet</Button>
        <Link href="/info">About</Link>
        <Field label="Email" type="email" error="Required" />
        <Select label="Odds format" options={[{ value: '0', label: 'Decimal' }]} defaultValue="0" />
        <Tabs defaultValue="a">
          <TabList label="Sports">
            <Tab value="a">Football</Tab>
          </TabList>
          <TabPanel value="a">Matches</TabPanel>
        </Tabs>
        <Modal trigger={<Button>Open</Button>} title="Sign in" closeLabel="Close" />
        <Notification open onOpenChange={() => {}} title="Hello" closeLabel="Dismiss" />
        <Spinner label="Loading" />
        <Preloader label="Loading part" />
        <Skeleton shape="text" lines={2} />
        <VisuallyHidden>Only for screen readers</VisuallyHidden>
      </NotificationArea>,
    );
    expect(html).toContain('aria-busy="true"');
    expect(html).toMatch(/<label for="([^"]+)"[^>]*>Email.*<input id="\1"/);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('role="tablist"');
    // The progress bar waits for its throttle, which only starts in the browser.
    expect(html).not.toContain('role="progressbar"');
  });
});
