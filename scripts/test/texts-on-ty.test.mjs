// The product speaks «ты» everywhere, like the SPEC's own texts ('введи номер телефона', 'ОФОРМИ ПОДПИСКУ',
// 'Скачай приложение', 'Загружаем твои данные'): the Russian in every app's strings, template pieces and JSX text
// is read with swc (comments are not texts) and checked for «вы» pronouns and imperatives. Left out: tests and dev
// harnesses and the legal documents (their formal wording is the documents'); the store badges' words are the
// stores' own artwork («Загрузите в App Store»), let through by name.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parseSync } from '@swc/core';

const root = path.resolve(import.meta.dirname, '../..');
const APPS = ['host', 'mf-catalog', 'mf-auth', 'mf-dating-subscription', 'mf-onboarding', 'shared-contracts'];
/** The stores' badge texts, as the stores print them. */
const STORE_BADGES = new Set(['Загрузите в', 'Скачайте из', 'Доступно в']);
const LEFT_OUT = [/\.test\.tsx?$/, /(^|\/)harness/, /\/documents\/texts\//];

const textModules = APPS.flatMap((app) =>
  readdirSync(path.join(root, app, 'src'), { recursive: true, encoding: 'utf8' })
    .map((file) => `${app}/src/${file}`)
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .filter((file) => !LEFT_OUT.some((pattern) => pattern.test(file))),
);

/**
 * «вы» forms: the pronouns, the imperatives («Попробуйте», «Войдите», «Проверьте», «Подпишитесь») and the
 * second-person plural of the present («знаете», «найдёте»). A noun that happens to end like one of them (the
 * prepositional «на сайте», «в анкете») goes to NOT_VERB.
 */
const VY =
  /(^|[^а-яё])(вы|вас|вам|вами|ваш[а-яё]*)([^а-яё]|$)|[а-яё](ите|йте|ьте)(сь)?([^а-яё]|$)|[а-яё]{2}(ете|ёте)(сь)?([^а-яё]|$)/i;
const NOT_VERB =
  /(^|[^а-яё])(сайте|лимите|анкете|кабинете|билете|бюджете|предмете|пакете|совете|портрете|балете|буклете|конверте|интернете|объекте|проекте|контексте|тексте|моменте|элементе|документе|регламенте|абонементе|ответе|цвете|свете|мете)([^а-яё]|$)/gi;

/** A node's text when it is a string literal, a template piece or JSX text. */
function textOf({ type, value, cooked, raw }) {
  if (type === 'StringLiteral' || type === 'JSXText') return value;
  return type === 'TemplateElement' ? (cooked ?? raw) : null;
}

/** The Russian texts of a module, each on one line. */
function russianTexts(file) {
  const source = readFileSync(path.join(root, file), 'utf8');
  const ast = parseSync(source, { syntax: 'typescript', tsx: file.endsWith('.tsx') });
  const texts = [];
  const walk = (node) => {
    if (!node || typeof node !== 'object') return;
    const text = textOf(node);
    if (typeof text === 'string' && /[а-яё]/i.test(text)) texts.push(text.replace(/\s+/g, ' ').trim());
    for (const child of Object.values(node)) walk(child);
  };
  walk(ast);
  return texts;
}

const found = textModules.map((file) => ({
  file,
  texts: russianTexts(file).filter((text) => !STORE_BADGES.has(text)),
}));
const textsOf = (end) => found.find(({ file }) => file.endsWith(end))?.texts ?? [];

test('the texts are found where they are', () => {
  assert.ok(textsOf('phone-login/lib/sms-error-text.ts').includes('Код устарел. Запроси новый'));
  assert.ok(textsOf('follows/follows-block.tsx').includes('Войди, чтобы следить за местами.'));
  assert.ok(textsOf('pages/home/home-page.tsx').includes('Куда сходить в твоём городе'));
  assert.ok(textsOf('federation/remote-fallback.tsx').some((text) => text.includes('Попробуй ещё раз')));
});

test('the check catches «вы» and lets «ты» and nouns through', () => {
  const vy = [
    'Попробуйте позже',
    'Войдите',
    'Проверьте адрес',
    'Подпишитесь',
    'Ваши места',
    'на которые вы',
    'Если знаете',
    'найдете',
  ];
  const ty = ['Попробуй позже', 'Войди', 'Проверь адрес', 'Подпишись', 'Твои места', 'Выйти', 'Выбери пол'];
  for (const text of vy) assert.match(text, VY);
  for (const text of ty) assert.doesNotMatch(text, VY);
  assert.doesNotMatch('Подробнее на сайте, в анкете'.replace(NOT_VERB, ' '), VY);
});

test('every app speaks «ты»', () => {
  const vy = found.flatMap(({ file, texts }) =>
    texts.filter((text) => VY.test(text.replace(NOT_VERB, ' '))).map((text) => `${file}: ${text}`),
  );
  assert.deepEqual(vy, []);
});
