/** Fills a document's {{brand}}, {{site}} and {{email}} from the site it is shown on. */
export function fillDocumentText(
  text: string,
  { brand, siteUrl }: { brand: string; siteUrl: string },
): string {
  const host = new URL(siteUrl).hostname;
  const email =
    host.includes('.') && !/^\d+(\.\d+){3}$/.test(host)
      ? `support@${host.replace(/^www\./, '')}`
      : 'support@kaver.ru';
  return text
    .replaceAll('{{brand}}', brand)
    .replaceAll('{{site}}', siteUrl.replace(/\/+$/, ''))
    .replaceAll('{{email}}', email);
}
