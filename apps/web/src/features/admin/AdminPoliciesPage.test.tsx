import { Messages, type Policy } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AdminPoliciesPage } from './AdminPoliciesPage.tsx';
import { jsonResponse, mockFetch, signInAdmin, type FetchCall } from './components/test-fetch.ts';

const terms: Policy = {
  uuid: '9a425fba-7dd0-49b1-8d31-a7254967d351',
  title: 'Terms of service',
  content: '<h2>Bookings</h2><p>Be kind to the space.</p>',
};
const privacy: Policy = { uuid: 'ab536acb-8ee1-4ac2-9e42-b8365a78e462', title: 'Privacy', content: '<p>Data.</p>' };
const createdId = 'bc647bdc-9ff2-4bd3-8f53-c9476b89f573';

let calls: FetchCall[];
let policies: Policy[];

/** The server's sanitiser, as far as these tests need it: event handlers go. */
const sanitise = (html: string) => html.replace(/\son\w+="[^"]*"/g, '');

beforeAll(() => {
  // ProseMirror measures the selection to scroll it into view; jsdom has no layout.
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
});

beforeEach(() => {
  signInAdmin();
  policies = [terms, privacy];
  calls = mockFetch(({ method, url, body }) => {
    const path = url.pathname.replace('/api/v1', '');
    if (path === '/policy/viewall/public') {
      return jsonResponse(200, { data: policies.map(({ uuid, title }) => ({ uuid, title })) });
    }
    const view = /^\/policy\/view\/([^/]+)\/public$/.exec(path);
    if (view) {
      const policy = policies.find((item) => item.uuid === view[1]);
      return policy ? jsonResponse(200, { data: policy }) : jsonResponse(404, { message: Messages.policyNotFound });
    }
    const input = body as { title: string; content: string };
    if (method === 'PUT' && path === `/admin/policy/${terms.uuid}/update`) {
      const saved = { uuid: terms.uuid, title: input.title, content: sanitise(input.content) };
      policies = policies.map((item) => (item.uuid === terms.uuid ? saved : item));
      return jsonResponse(200, { data: saved, message: Messages.policyUpdated });
    }
    if (method === 'POST' && path === '/admin/policy/create') {
      const saved = { uuid: createdId, title: input.title, content: sanitise(input.content) };
      policies = [...policies, saved];
      return jsonResponse(201, { data: saved, message: Messages.policyCreated });
    }
    if (method === 'DELETE' && path === `/admin/policy/${privacy.uuid}/delete`) {
      policies = policies.filter((item) => item.uuid !== privacy.uuid);
      return jsonResponse(200, { data: { uuid: privacy.uuid }, message: Messages.deletedSuccessfully });
    }
    return undefined;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

const editorOf = () => screen.findByRole('textbox', { name: 'Content' });

describe('admin policies page', () => {
  it('lists policies with Edit, View on site and Delete', async () => {
    renderWithProviders(<AdminPoliciesPage />, { route: '/admin/policies' });
    const list = await screen.findByRole('list', { name: 'Policies' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { name: 'Terms of service' })).toBeTruthy();
    expect(within(items[0]!).getByRole('link', { name: 'View on site' }).getAttribute('href')).toBe(
      `/policy/${terms.uuid}`,
    );
    expect(within(items[0]!).getByRole('button', { name: 'Edit Terms of service' })).toBeTruthy();
  });

  it('edits a policy: a labelled editor with a named toolbar, bold, preview, and the saved result', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminPoliciesPage />, { route: '/admin/policies' });
    await user.click(await screen.findByRole('button', { name: 'Edit Terms of service' }));
    expect(screen.getByTestId('location').textContent).toBe(`/admin/policies?policy=${terms.uuid}`);
    expect(((await screen.findByLabelText(/Title/)) as HTMLInputElement).value).toBe('Terms of service');
    const editor = await editorOf();
    expect(editor.getAttribute('contenteditable')).toBe('true');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Bold', 'Italic', 'Heading', 'Bulleted list', 'Numbered list', 'Link', 'Undo', 'Redo']);
    expect(editor.innerHTML).toContain('<h2>Bookings</h2>');

    // Select the whole document, then make it bold from the toolbar.
    editor.focus();
    fireEvent.keyDown(editor, { key: 'a', ctrlKey: true });
    await user.click(within(toolbar).getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(editor.innerHTML).toContain('<strong>Be kind to the space.</strong>'));
    expect(within(toolbar).getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
    expect((within(toolbar).getByRole('button', { name: 'Undo' }) as HTMLButtonElement).disabled).toBe(false);

    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = screen.getByRole('tabpanel', { name: 'Preview' });
    expect(within(preview).getByText('Be kind to the space.').tagName).toBe('STRONG');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toEqual({
      title: 'Terms of service',
      content: '<h2><strong>Bookings</strong></h2><p><strong>Be kind to the space.</strong></p>',
    });
    const saved = await screen.findByText(/Policy updated\. The content above is what was saved/);
    expect(
      within(saved.closest('[role="alert"]') as HTMLElement)
        .getByRole('link', { name: 'View on site' })
        .getAttribute('href'),
    ).toBe(`/policy/${terms.uuid}`);
  });

  it('toggles a bulleted list and undoes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminPoliciesPage />, { route: `/admin/policies?policy=${privacy.uuid}` });
    const editor = await editorOf();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    editor.focus();
    await user.click(within(toolbar).getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() => expect(editor.innerHTML).toContain('<ul>'));
    expect(within(toolbar).getByRole('button', { name: 'Bulleted list' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(toolbar).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(editor.innerHTML).not.toContain('<ul>'));
    expect((within(toolbar).getByRole('button', { name: 'Redo' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('adds a link through the link dialog, refusing script addresses', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminPoliciesPage />, { route: `/admin/policies?policy=${privacy.uuid}` });
    const editor = await editorOf();
    editor.focus();
    fireEvent.keyDown(editor, { key: 'a', ctrlKey: true });
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add link' });
    await user.type(within(dialog).getByLabelText('Link address'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByText(/Use a web address/)).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Link address'));
    await user.type(within(dialog).getByLabelText('Link address'), '/contact-us');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(editor.innerHTML).toContain('href="/contact-us"'));
  });

  it('asks before leaving a policy with unsaved changes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminPoliciesPage />, { route: `/admin/policies?policy=${privacy.uuid}` });
    await editorOf();
    await user.click(screen.getByRole('button', { name: 'All policies' }));
    expect(screen.getByTestId('location').textContent).toBe('/admin/policies');

    await user.click(await screen.findByRole('button', { name: 'Edit Privacy' }));
    const title = await screen.findByLabelText(/Title/);
    await user.type(title, ' notice');
    await user.click(screen.getByRole('button', { name: 'All policies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe(`/admin/policies?policy=${privacy.uuid}`);
    await user.click(screen.getByRole('button', { name: 'All policies' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByTestId('location').textContent).toBe('/admin/policies');
  });

  it('creates a policy: title and content required, then the saved one with its link', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminPoliciesPage />, { route: '/admin/policies' });
    await user.click(await screen.findByRole('button', { name: 'New policy' }));
    const editor = await editorOf();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter a title')).toBeTruthy();
    expect(screen.getByText('Please enter the policy content')).toBeTruthy();
    await user.type(screen.getByLabelText(/Title/), 'Cancellations');
    editor.focus();
    await user.type(editor, 'Free up to 24 hours before.');
    await waitFor(() => expect(editor.textContent).toBe('Free up to 24 hours before.'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Policy created\. The content above/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      title: 'Cancellations',
      content: '<p>Free up to 24 hours before.</p>',
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/admin/policies?policy=${createdId}`));
    // The form stays, with its note, once the new id is in the URL.
    expect(screen.getByText(/Policy created\. The content above/)).toBeTruthy();
  });

  it('deletes a policy after confirmation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminPoliciesPage />, { route: '/admin/policies' });
    await user.click(await screen.findByRole('button', { name: 'Delete Privacy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Privacy”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Privacy' })).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('shows the error state with Try again', async () => {
    let fail = true;
    mockFetch(({ url }) =>
      url.pathname.endsWith('/policy/viewall/public')
        ? fail
          ? jsonResponse(500, { message: 'Server down' })
          : jsonResponse(200, { data: [] })
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminPoliciesPage />, { route: '/admin/policies' });
    expect(await screen.findByText('Policies could not be loaded')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No policies yet')).toBeTruthy();
  });
});
