/** @jest-environment node */
// Everything mf-auth shows (the login modal, /profile, the account deletion) speaks «ты», like the SPEC's login,
// onboarding and subscription texts ('введи номер телефона', 'Скачай приложение'); so do mf-catalog's favourites
// and follows blocks, which are shown only inside /profile. The Russian in the modules' strings, template pieces
// and JSX text is read with swc (comments are not texts) and checked for «вы» pronouns and imperatives.
// shared-contracts' texts are not read: its rateLimitedText speaks «вы» for the catalog, mf-auth says its own.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSync } from '@swc/core';

const AUTH_SRC = join(__dirname, '..');
const CATALOG_WIDGETS = join(AUTH_SRC, '../../mf-catalog/src/widgets');

/** mf-auth's own modules (tests and the dev harness aside) and the two catalog widgets /profile embeds. */
const TEXT_MODULES = [
  ...readdirSync(AUTH_SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('harness'))
    .map((file) => join(AUTH_SRC, file)),
  join(CATALOG_WIDGETS, 'favourites/favourites-block.tsx'),
  join(CATALOG_WIDGETS, 'follows/follows-block.tsx'),
];

/**
 * «вы» forms: the pronouns, the imperatives («Попробуйте», «Войдите», «Проверьте», «Подпишитесь») and common
 * second-person plural verbs. A noun that happens to end like an imperative goes to NOT_IMPERATIVE.
 */
const VY =
  /(^|[^а-яё])(вы|вас|вам|вами|ваш[а-яё]*|можете|сможете|будете|найдёте|узнаете)([^а-яё]|$)|[а-яё](ите|йте|ьте)(сь)?([^а-яё]|$)/i;
const NOT_IMPERATIVE = /(^|[^а-яё])(сайте|лимите)([^а-яё]|$)/gi;

type Node = { type?: string; value?: unknown; cooked?: unknown; raw?: unknown };

/** A node's text when it is a string literal, a template piece or JSX text. */
function textOf({ type, value, cooked, raw }: Node): unknown {
  if (type === 'StringLiteral' || type === 'JSXText') return value;
  return type === 'TemplateElement' ? (cooked ?? raw) : null;
}

/** The Russian texts of a module, each on one line. */
function russianTexts(file: string): string[] {
  const ast = parseSync(readFileSync(file, 'utf8'), { syntax: 'typescript', tsx: file.endsWith('.tsx') });
  const texts: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const text = textOf(node as Node);
    if (typeof text === 'string' && /[а-яё]/i.test(text)) texts.push(text.replace(/\s+/g, ' ').trim());
    for (const child of Object.values(node)) walk(child);
  };
  walk(ast);
  return texts;
}

const found = TEXT_MODULES.map((file) => ({
  file: relative(AUTH_SRC, file),
  texts: russianTexts(file),
})).filter(({ texts }) => texts.length > 0);

describe('mf-auth speaks «ты»', () => {
  test('the texts are found where they are', () => {
    const texts = (end: string) => found.find(({ file }) => file.endsWith(end))?.texts ?? [];
    expect(texts('phone-login/lib/sms-error-text.ts')).toContain('Код устарел. Запроси новый');
    expect(texts('delete-account/ui/delete-account.tsx')).toContain(
      'Точно удалить аккаунт? Это нельзя отменить.',
    );
    expect(texts('follows/follows-block.tsx')).toContain('Войди, чтобы следить за местами.');
    expect(texts('favourites/favourites-block.tsx')).toContain('Войди, чтобы сохранять события и места.');
  });

  test('the check catches «вы» and lets «ты» and nouns through', () => {
    const vy = [
      'Попробуйте позже',
      'Войдите',
      'Проверьте адрес',
      'Подпишитесь',
      'Ваши места',
      'на которые вы',
    ];
    const ty = ['Попробуй позже', 'Войди', 'Проверь адрес', 'Подпишись', 'Твои места', 'Выйти', 'Выбери пол'];
    for (const text of vy) expect(text).toMatch(VY);
    for (const text of ty) expect(text).not.toMatch(VY);
    expect('Подробнее на сайте'.replace(NOT_IMPERATIVE, ' ')).not.toMatch(VY);
  });

  test.each(found)('$file', ({ texts }) => {
    const vy = texts.filter((text) => VY.test(text.replace(NOT_IMPERATIVE, ' ')));
    expect(vy).toEqual([]);
  });
});
