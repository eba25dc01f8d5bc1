export type ShareTargetId = 'vk' | 'telegram' | 'whatsapp' | 'viber' | 'ok';

export interface ShareLink {
  id: ShareTargetId;
  label: string;
  href: string;
}

/** The networks and messengers of the share modal (SPEC.md 2.7), as share URLs. */
export function shareLinks(url: string, title: string): readonly ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { id: 'vk', label: 'ВКонтакте', href: `https://vk.com/share.php?url=${u}&title=${t}` },
    { id: 'telegram', label: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${t}` },
    {
      id: 'whatsapp',
      label: 'WhatsApp',
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    },
    { id: 'viber', label: 'Viber', href: `viber://forward?text=${encodeURIComponent(`${title} ${url}`)}` },
    {
      id: 'ok',
      label: 'Одноклассники',
      href: `https://connect.ok.ru/offer?url=${u}&title=${t}`,
    },
  ];
}
