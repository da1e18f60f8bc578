import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ROUTES, SESSION_KEYS, STORAGE_KEYS } from '@tm/shared-contracts';
import { expectNoAxeViolations, trialPerson } from './support/program.js';

test.describe('/perfil: your data (issue 9, privacy)', () => {
  test('downloads everything stored about the person as a JSON file', async ({ page }) => {
    const userId = await trialPerson(page, { nombre: 'Rosa Díaz' });
    await page.goto(ROUTES.perfil);
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar mis datos' }).click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toMatch(/^mis-datos-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
      userId: string;
      tables: Record<string, unknown[]>;
    };
    expect(data.userId).toBe(userId);
    expect(JSON.stringify(data.tables)).toContain('Rosa Díaz');
  });

  test('erases the account after a confirmation, says so on a page of its own and forgets it here', async ({
    page,
  }) => {
    // Stored once (not by an init script, which would store it again after the reload).
    const saved = await page.request.post('/api/intake-form', {
      data: { nombre: 'Carmen López', email: 'carmen@example.com', edad: 58 },
    });
    const { userId } = (await saved.json()) as { userId: string };
    await page.goto(ROUTES.privacidad);
    await page.evaluate(
      ([key, id]) => localStorage.setItem(key!, id!),
      [STORAGE_KEYS.userId, userId],
    );
    await page.goto(ROUTES.perfil);
    await page.getByRole('button', { name: 'Borrar mi cuenta y mis datos' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Seguro que quieres borrar todo?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    const confirm = dialog.getByRole('button', { name: 'Sí, borrar todo' });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('checkbox', { name: /se borran para siempre/ }).check();
    await confirm.click();

    // A page that says it is done, not a passing toast (issue 17, finding 14); it stays on reload.
    await expect(page).toHaveURL(ROUTES.cuentaBorrada);
    const done = page.getByRole('heading', { level: 1, name: 'Tu cuenta y tus datos se borraron' });
    await expect(done).toBeVisible();
    await expect(page.locator('#contenido')).toContainText('No queda nada tuyo');
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
    await page.reload();
    await expect(done).toBeVisible();
    for (const size of [
      { width: 375, height: 812 },
      { width: 1280, height: 900 },
    ]) {
      await page.setViewportSize(size);
      await expectNoAxeViolations(page);
    }
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.userId)).toBeNull();
    // Nothing of theirs is left: the old id is no one's now, and a new session cannot read it.
    const status = await page.request.get(`/api/users/id/${userId}`);
    expect(status.status()).toBeGreaterThanOrEqual(400);
    expect(status.status()).toBeLessThan(500);

    // Someone who erased nothing in this tab is not told that an account was erased.
    await page.evaluate((key) => sessionStorage.removeItem(key), SESSION_KEYS.accountErased);
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'No hay nada que confirmar' }),
    ).toBeVisible();
    await expect(done).toHaveCount(0);
  });
});
