import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { v20, v22 } from './fixtures/releases';
import { PendingDialog } from './pending-dialog';
import { ReleasesTable } from './releases-table';

describe('PendingDialog', () => {
  it('shows its title and a busy message while loading', () => {
    render(<PendingDialog title="Node.js v20 (Iron)" state={{ status: 'loading' }} onRetry={() => {}} onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Node.js v20 (Iron)' });
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(dialog).toHaveTextContent('Loading…');
  });

  it('says why it failed and tries again from its button', async () => {
    const onRetry = vi.fn();
    render(
      <PendingDialog
        title="Node.js v20 (Iron)"
        state={{ status: 'failed', message: 'The details of v20 could not be loaded (HTTP 500).' }}
        onRetry={onRetry}
        onOpenChange={() => {}}
      />,
    );
    expect(screen.getByRole('dialog')).toHaveTextContent('The details of v20 could not be loaded (HTTP 500).');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('takes a message with elements, shown and given as the description', () => {
    render(
      <PendingDialog
        title="Node.js v20 (Iron)"
        state={{ status: 'failed', message: <>The details of <bdi dir="ltr">v20</bdi> could not be loaded.</> }}
        onRetry={() => {}}
        onOpenChange={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleDescription('The details of v20 could not be loaded.');
    expect(screen.getByRole('note').querySelector('bdi[dir="ltr"]')).toHaveTextContent('v20');
  });
});

describe('details as links', () => {
  const links = {
    docsHref: (version: string) => `https://nodejs.org/dist/${version}/docs/api/`,
    changelogHref: (version: string) => `https://github.com/nodejs/node/releases/tag/${version}`,
    archiveHref: (version: string) => `/download/archive/${version}`,
    eolHref: '/about/eol',
    currentHref: '/download/current',
  };

  it('links each Details control to the line page, and a plain click opens the dialog instead', async () => {
    render(<ReleasesTable releases={[v22, v20]} {...links} detailsHref={(release) => `/download/archive/${release.versionWithPrefix}`} />);
    const details = screen.getByRole('link', { name: 'Details v20' });
    expect(details).toHaveAttribute('href', `/download/archive/${v20.versionWithPrefix}`);
    await userEvent.setup().click(details);
    expect(screen.getByRole('dialog', { name: /Node\.js v20/ })).toBeInTheDocument();
  });
});
