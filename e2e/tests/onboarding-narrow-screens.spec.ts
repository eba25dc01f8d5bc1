import { expect, type Locator, type Page, test } from '@playwright/test';
import { API_URL, PORTS } from '../support/ports';
import { signIn } from '../support/session';

/**
 * The onboarding modal on the narrowest phones (320, 360 and 390 px wide), in its standalone harness against the
 * real API: every step's footer shows all of its buttons whole, nothing in a step is wider than the modal, the
 * birth-date field keeps to its column and every city's name keeps inside its tile.
 */
const HARNESS = `http://localhost:${PORTS.mf_onboarding}/?parcel=onboarding-modal&api=${encodeURIComponent(API_URL)}`;
const WIDTHS = [320, 360, 390];
const HEIGHT = 640;

const stepOf = (page: Page) => page.locator('[data-onboarding-step]');

/**
 * What does not fit in the open step at the present width: the content scrolling sideways, a footer button
 * (with its focus ring) past the screen's edge, a label wider than its button, two buttons on top of each other.
 */
function stepProblems(dialog: Locator): Promise<string[]> {
  return dialog.evaluate((root) => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const height = window.innerHeight;
    const form = root.querySelector('form') as HTMLFormElement;
    const content = form.firstElementChild as HTMLElement;
    const footer = form.lastElementChild as HTMLElement;
    if (content.scrollWidth > content.clientWidth)
      problems.push(`the step scrolls sideways: ${content.scrollWidth} in ${content.clientWidth}`);
    const boxes = [...footer.querySelectorAll('button')].map((button) => {
      const box = button.getBoundingClientRect();
      const style = getComputedStyle(button);
      const name = button.textContent ?? '';
      // The focus ring: outline and its offset around the button.
      const ring = Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset);
      if (box.left - ring < 0 || box.right + ring > width || box.bottom > height)
        problems.push(`«${name}» at ${Math.round(box.left)}..${Math.round(box.right)} of ${width}`);
      const range = document.createRange();
      range.selectNodeContents(button);
      const text = range.getBoundingClientRect();
      const inner = {
        left: box.left + Number.parseFloat(style.borderLeftWidth),
        right: box.right - Number.parseFloat(style.borderRightWidth),
      };
      if (text.left < inner.left - 0.5 || text.right > inner.right + 0.5 || range.getClientRects().length > 1)
        problems.push(`«${name}»'s label (${Math.round(text.width)} px) does not fit its button`);
      return { name, box };
    });
    boxes.forEach((a, index) => {
      for (const b of boxes.slice(index + 1)) {
        const apart =
          a.box.right <= b.box.left ||
          b.box.right <= a.box.left ||
          a.box.bottom <= b.box.top ||
          b.box.bottom <= a.box.top;
        if (!apart) problems.push(`«${a.name}» and «${b.name}» overlap`);
      }
    });
    return problems;
  });
}

/** The main action stays prominent: neither squeezed below its least width (112 px) nor its full height. */
function nextProblems(dialog: Locator, label: string): Promise<string[]> {
  return dialog.evaluate((root, name) => {
    const footer = (root.querySelector('form') as HTMLFormElement).lastElementChild as HTMLElement;
    const next = [...footer.querySelectorAll('button')].find((button) => button.textContent === name);
    if (!next) return [`no «${name}»`];
    const box = next.getBoundingClientRect();
    const problems: string[] = [];
    if (box.height < 48) problems.push(`«${name}» is ${box.height} px high`);
    if (box.width < 112) problems.push(`«${name}» is squeezed to ${box.width} px`);
    return problems;
  }, label);
}

/** Checks the open step at every width; returns to the widest. */
async function checkStep(page: Page, dialog: Locator, next = 'Далее') {
  const step = await stepOf(page).getAttribute('data-onboarding-step');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    expect
      .soft([...(await stepProblems(dialog)), ...(await nextProblems(dialog, next))], `${step} at ${width}`)
      .toEqual([]);
  }
}

/** The birth-date field and its calendar button inside the step's column, its focus ring on the screen. */
function birthDateProblems(dialog: Locator): Promise<string[]> {
  return dialog.evaluate((root) => {
    const picker = root.querySelector('[data-testid="birth-date"]') as HTMLElement;
    const column = (picker.parentElement as HTMLElement).getBoundingClientRect();
    const input = picker.querySelector('input') as HTMLInputElement;
    const field = (input.parentElement as HTMLElement).getBoundingClientRect();
    const toggle = (picker.querySelector('button') as HTMLButtonElement).getBoundingClientRect();
    const ring = 3; // 2 px outline, 1 px offset (date-picker.module.css, .field:focus-within)
    const problems: string[] = [];
    if (picker.getBoundingClientRect().right > column.right)
      problems.push(
        `the picker (${picker.getBoundingClientRect().width}) is wider than its column (${column.width})`,
      );
    if (field.right > column.right)
      problems.push(`the field ends at ${field.right}, its column at ${column.right}`);
    if (toggle.right > field.right || toggle.left < field.left)
      problems.push('the calendar button leaves the field');
    if (field.right + ring > document.documentElement.clientWidth)
      problems.push('the focus ring leaves the screen');
    return problems;
  });
}

/** Every city whose name leaves its tile's content box, or breaks inside a word. */
function cityProblems(dialog: Locator): Promise<string[]> {
  return dialog.evaluate((root) => {
    const problems: string[] = [];
    const tiles = [...root.querySelectorAll<HTMLButtonElement>('button[aria-pressed]')];
    for (const tile of tiles) {
      const box = tile.getBoundingClientRect();
      const style = getComputedStyle(tile);
      const left = box.left + Number.parseFloat(style.borderLeftWidth) + Number.parseFloat(style.paddingLeft);
      const right =
        box.right - Number.parseFloat(style.borderRightWidth) - Number.parseFloat(style.paddingRight);
      const walker = document.createTreeWalker(tile, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const whole = document.createRange();
        whole.selectNodeContents(node);
        const rect = whole.getBoundingClientRect();
        if (rect.left < left - 0.5 || rect.right > right + 0.5)
          problems.push(
            `«${text}» (${Math.round(rect.width)} px) ends ${Math.round(rect.right - right)} px past its tile's padding`,
          );
        // A line may end after a space or a hyphen, never inside a word.
        for (const match of text.matchAll(/[^\s-]+-?/g)) {
          const word = document.createRange();
          word.setStart(node, match.index);
          word.setEnd(node, match.index + match[0].length);
          if (word.getClientRects().length > 1) problems.push(`«${text}» breaks inside «${match[0]}»`);
        }
      }
    }
    if (tiles.length !== 22) problems.push(`${tiles.length} cities`);
    return problems;
  });
}

test.describe('onboarding on narrow phones', () => {
  test('every step fits 320, 360 and 390 px: footers whole, the birth date in its column, city names in their tiles', async ({
    page,
    context,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: HEIGHT });
    await signIn(context);
    await page.goto(HARNESS);
    await expect(page.getByTestId('harness-session')).toContainText('authenticated');
    const dialog = page.getByRole('dialog', { name: /Анкета знакомств/ });
    await expect(dialog).toBeVisible();
    const next = dialog.getByRole('button', { name: 'Далее' });
    const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`) });

    await expect(stepOf(page)).toHaveAttribute('data-onboarding-step', 'name');
    await dialog.getByLabel('Имя', { exact: true }).fill('Ян');
    await checkStep(page, dialog);
    await next.click();

    await expect(stepOf(page)).toHaveAttribute('data-onboarding-step', 'city');
    await expect(dialog.locator('button[aria-pressed]')).toHaveCount(22);
    await checkStep(page, dialog);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      expect.soft(await cityProblems(dialog), `cities at ${width}`).toEqual([]);
    }
    await page.setViewportSize({ width: 320, height: HEIGHT });
    await shot('320-city');
    await next.click();

    await expect(stepOf(page)).toHaveAttribute('data-onboarding-step', 'age');
    await dialog.getByLabel('Дата рождения', { exact: true }).fill('01.01.1990');
    await checkStep(page, dialog);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      expect.soft(await birthDateProblems(dialog), `the birth date at ${width}`).toEqual([]);
    }
    await page.setViewportSize({ width: 320, height: HEIGHT });
    await dialog.getByRole('button', { name: 'Открыть календарь' }).focus();
    await shot('320-age');
    await next.click();

    await expect(stepOf(page)).toHaveAttribute('data-onboarding-step', 'gender');
    await dialog.getByRole('button', { name: 'Другой' }).click();
    await checkStep(page, dialog);
    await next.click();

    await expect(stepOf(page)).toHaveAttribute('data-onboarding-step', 'purpose');
    await dialog.getByRole('button', { name: /Посмотреть афишу/ }).click();
    await checkStep(page, dialog);
    await next.click();

    for (let question = 1; question <= 6; question++) {
      await expect(stepOf(page)).toHaveAttribute('data-onboarding-step', `question-${question}`);
      await expect(dialog).toContainText(`Вопрос ${question} из 6`);
      await expect(dialog.locator('button[aria-pressed]').first()).toBeVisible();
      await checkStep(page, dialog);
      if (question === 1) {
        await page.setViewportSize({ width: 320, height: HEIGHT });
        await shot('320-question');
      }
      await next.click();
    }

    await expect(stepOf(page)).toHaveAttribute('data-onboarding-step', 'categories');
    for (const category of ['Кино', 'Танцы', 'Игры']) {
      await dialog.getByRole('button', { name: category, exact: true }).click();
    }
    await checkStep(page, dialog);
    await next.click();

    await expect(stepOf(page)).toHaveAttribute('data-onboarding-step', 'finish');
    await expect(dialog.getByRole('button', { name: 'Продолжить' })).toBeEnabled();
    await checkStep(page, dialog, 'Продолжить');
  });
});
