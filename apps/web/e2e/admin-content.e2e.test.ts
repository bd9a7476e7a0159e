import { AdminMessages, Messages } from '@app/contract';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  apiCall,
  apiGet,
  apiLogin,
  baseUrl,
  demo,
  describeInBrowser,
  expectSnackbar,
  expectVisible,
  openLoggedIn,
  snapshot,
} from './support.ts';

/** ProseMirror takes a moved caret from the browser's selectionchange event: resolves once its selection is the page's. */
const caretTaken = (page: Page) =>
  page.waitForFunction(() => {
    type View = { state: { selection: { head: number } }; posAtDOM: (node: Node, offset: number) => number };
    const view = (document.querySelector('.ProseMirror') as (Element & { editor?: { view: View } }) | null)?.editor
      ?.view;
    const selection = document.getSelection();
    if (!view || !selection?.focusNode) return false;
    try {
      return view.posAtDOM(selection.focusNode, selection.focusOffset) === view.state.selection.head;
    } catch {
      return false;
    }
  });

describeInBrowser('an admin edits content', () => {
  it('edits a policy in the rich-text editor (bold text, a pasted script-carrying image), and the site shows it safely', async () => {
    const policies = (await apiGet<{ data: { uuid: string; title: string }[] }>('/policy/viewall/public')).data;
    const policy = policies[0]!;
    const { page, context, errors } = await openLoggedIn('/admin/policies', demo.admin);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: `Edit ${policy.title}` }).click();
    await page.waitForURL((url) => url.searchParams.get('policy') === policy.uuid);
    const editor = page.getByRole('textbox', { name: 'Content' });
    await expectVisible(editor);
    await expectVisible(page.getByRole('toolbar', { name: 'Formatting' }));

    // Keyboard only: to the end of the document, a new paragraph, then make it bold from the toolbar.
    const sentence = `Admins refund cancelled bookings in full (${Date.now().toString(36)})`;
    await editor.click();
    await page.keyboard.press('Control+End');
    await caretTaken(page);
    await page.keyboard.press('Enter');
    await page.keyboard.type(sentence);
    await page.keyboard.press('Shift+Home');
    await caretTaken(page);
    await page.getByRole('button', { name: 'Bold' }).click();
    await expectVisible(page.getByRole('button', { name: 'Bold', pressed: true }));
    await page.keyboard.press('End');
    await caretTaken(page);
    await page.keyboard.press('Enter');
    // What a paste from a hostile page carries.
    await editor.evaluate((element) => {
      const data = new DataTransfer();
      data.setData('text/html', '<p>Pasted line <img src=x onerror="alert(1)"></p>');
      data.setData('text/plain', 'Pasted line');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expectVisible(editor.getByText('Pasted line'));
    await snapshot(page, 'admin-policy-editor-1280');

    await page.getByRole('tab', { name: 'Preview' }).click();
    await expectVisible(page.getByRole('tabpanel', { name: 'Preview' }).locator('strong', { hasText: sentence }));
    await page.getByRole('tab', { name: 'Edit' }).click();

    await page.getByRole('button', { name: 'Save' }).click();
    await expectSnackbar(page, Messages.policyUpdated);
    const saved = page.getByRole('alert').filter({ hasText: 'The content above is what was saved' });
    await expectVisible(saved);
    await saved.getByRole('link', { name: 'View on site' }).click();
    await page.waitForURL(`**/policy/${policy.uuid}`);

    const article = page.getByRole('article');
    await expectVisible(article.locator('strong', { hasText: sentence }));
    await expectVisible(article.getByText('Pasted line'));
    expect(await article.locator('img').count()).toBe(0);
    expect(await article.locator('[onerror]').count()).toBe(0);
    // A fresh load reads the saved policy from the server, not the editor's copy.
    await page.reload();
    await expectVisible(page.getByRole('article').locator('strong', { hasText: sentence }));
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds a category that search then offers, and cannot delete one in use', async () => {
    const name = `Boat dock ${Date.now().toString(36)}`;
    const { page, context, errors } = await openLoggedIn('/admin/catalog', demo.admin);
    const categories = page.getByRole('region', { name: 'Categories' });
    await categories.getByRole('button', { name: 'Add category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add category' });
    await dialog.getByLabel(/Name/).fill(name);
    await dialog.getByLabel('Split into numbered slots').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectVisible(dialog.getByText(AdminMessages.slotPrefixRequired));
    await dialog.getByLabel(/Slot prefix/).fill('Berth');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectSnackbar(page, AdminMessages.created);
    await expectVisible(categories.getByRole('rowheader', { name }));
    const publicList = (await apiGet<{ data: { name: string }[] }>('/category/viewall/public')).data;
    expect(publicList.map((item) => item.name)).toContain(name);

    // A demo category has listings: the server would refuse, so the dialog says why and offers no Delete.
    const used = categories
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: /^[1-9]\d*$/ }) })
      .first();
    await used.getByRole('button', { name: /^Delete / }).click();
    const refusal = page.getByRole('dialog', { name: /^Cannot delete category “.+”$/ });
    await expectVisible(
      refusal.getByText(/^It is used by \d+ listings?.*, so it cannot be deleted\. You can still rename it\.$/),
    );
    expect(await refusal.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await snapshot(page, 'catalog-cannot-delete-1280');
    await refusal.getByRole('button', { name: 'Close' }).click();
    await refusal.waitFor({ state: 'detached' });

    await categories.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('dialog', { name: /^Delete category/ })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expectSnackbar(page, Messages.deletedSuccessfully);
    await categories.getByRole('rowheader', { name }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('marks a contact request handled, and the audit log records it', async () => {
    const stamp = Date.now().toString(36);
    const sent = await fetch(`${baseUrl}/api/v1/customer/contact-us`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Nora Note ${stamp}`,
        email: `nora-${stamp}@example.com`,
        phone: '+12025550147',
        message: 'First line\nSecond line',
      }),
    });
    expect(sent.status).toBe(200);
    const { page, context, errors } = await openLoggedIn('/admin/contact', demo.admin);
    const item = page.getByRole('listitem').filter({ hasText: `Nora Note ${stamp}` });
    await expectVisible(item);
    await expectVisible(item.getByText(/First line\s+Second line/));
    await item.getByRole('button', { name: 'Mark handled' }).click();
    await expectSnackbar(page, AdminMessages.contactHandled);
    await item.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: /^Handled/ }).click();
    await expectVisible(page.getByRole('listitem').filter({ hasText: `Nora Note ${stamp}` }));

    const token = (await apiLogin(demo.admin)).tokens.access.value;
    const audit = await apiCall<{ data: { targetLabel: string }[] }>(
      'GET',
      '/admin/audit?action=contact.handled',
      token,
    );
    expect(audit.status).toBe(200);
    expect(audit.body.data.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a 375 px phone: policy editor, catalog, contact requests and audit log', async () => {
    const policy = (await apiGet<{ data: { uuid: string }[] }>('/policy/viewall/public')).data[0]!;
    const { page, context, errors } = await openLoggedIn(`/admin/policies?policy=${policy.uuid}`, demo.admin, {
      width: 375,
      height: 812,
    });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await expectVisible(page.getByRole('textbox', { name: 'Content' }));
    await expectVisible(page.getByRole('button', { name: 'Redo' }));
    expect(await overflow()).toBeLessThanOrEqual(0);
    await snapshot(page, 'admin-policy-editor-375');
    for (const [path, heading] of [
      ['/admin/catalog', 'Catalog'],
      ['/admin/contact', 'Contact requests'],
      ['/admin/audit', 'Audit log'],
    ] as const) {
      await page.goto(path);
      await expectVisible(page.getByRole('heading', { level: 1, name: heading }));
      await page.waitForLoadState('networkidle');
      expect(await overflow(), path).toBeLessThanOrEqual(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
