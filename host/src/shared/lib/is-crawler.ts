/** Search engines and link-preview fetchers, by their user agents (SPEC.md 2.3: they are not shown an error page). */
const CRAWLER =
  /bot\b|crawler|spider|slurp|yandex|googlebot|bingbot|duckduckbot|baiduspider|facebookexternalhit|vkshare|telegrambot|whatsapp|twitterbot|slackbot|discordbot|linkedinbot|skypeuripreview|embedly|pinterest|applebot/i;

export function isCrawler(
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): boolean {
  return CRAWLER.test(userAgent);
}
