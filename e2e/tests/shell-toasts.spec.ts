import { expect, test } from '@playwright/test';
import { ROUTES, WINDOW_EVENTS } from '@tm/shared-contracts';

// The remotes ask for toasts with requestToast(), which dispatches this window event; the page
// script below does exactly what a remote's code does, from inside the loaded remote screen.
async function requestToast(
  page: import('@playwright/test').Page,
  detail: {
    title: string;
    description?: string;
    variant?: 'default' | 'destructive';
    screen?: string;
  },
) {
  await page.evaluate(
    ({ name, detail }) => window.dispatchEvent(new CustomEvent(name, { detail })),
    { name: WINDOW_EVENTS.toast, detail },
  );
}

test('a toast requested from a remote screen appears in the shell, one at a time', async ({
  page,
}) => {
  await page.goto(ROUTES.guia);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const region = page.getByRole('region', { name: 'Notificaciones (F8)' });

  await requestToast(page, { title: 'Datos guardados', description: 'Continuando…' });
  await expect(region.getByText('Datos guardados')).toBeVisible();

  await requestToast(page, {
    title: 'Campos incompletos',
    description: 'Por favor completa todos los campos.',
    variant: 'destructive',
  });
  const visible = region.locator('[data-variant]');
  await expect(visible).toHaveCount(1);
  await expect(visible).toHaveAttribute('data-variant', 'destructive');
  await expect(visible).toContainText('Campos incompletos');

  await page.keyboard.press('F8');
  await expect(region).toBeFocused();

  await region.getByRole('button', { name: 'Cerrar aviso' }).click();
  await expect(visible).toHaveCount(0);
});

test('a toast closes by itself and by a swipe to the right', async ({ page }) => {
  await page.clock.install();
  await page.goto(ROUTES.guia);
  // The shell listens for toast requests once it has booted, as the screen asking for one shows.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const region = page.getByRole('region', { name: 'Notificaciones (F8)' });
  await requestToast(page, { title: 'Aviso breve' });
  await expect(region.getByText('Aviso breve')).toBeVisible();
  await page.clock.runFor(5_100);
  await expect(region.getByText('Aviso breve')).toHaveCount(0);

  await requestToast(page, { title: 'Aviso deslizable' });
  const toast = region.locator('[data-variant]');
  const box = await toast.boundingBox();
  if (!box) throw new Error('El aviso no tiene caja visible.');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 90, y, { steps: 5 });
  await page.mouse.up();
  await expect(toast).toHaveCount(0);
});

test('a toast belongs to its screen: leaving it takes the toast away, unless it names the next one', async ({
  page,
}) => {
  await page.goto(ROUTES.guia);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const region = page.getByRole('region', { name: 'Notificaciones (F8)' });

  await requestToast(page, { title: 'Día 5 guardado', screen: ROUTES.guia });
  await expect(region.getByText('Día 5 guardado')).toBeVisible();
  await page.getByRole('link', { name: 'Inicio' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(region.getByText('Día 5 guardado')).toHaveCount(0);

  // Raised just before moving on, for the screen it leads to: it waits for that screen.
  await page.goto(ROUTES.guia);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await requestToast(page, { title: '¡Suscripción activada!', screen: '/' });
  await page.getByRole('link', { name: 'Inicio' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(region.getByText('¡Suscripción activada!')).toBeVisible();
});
