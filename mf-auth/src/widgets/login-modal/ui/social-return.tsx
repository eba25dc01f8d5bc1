import { FirebaseRedirectReturn } from '../../../features/firebase-login';
import { VkIdRedirectReturn } from '../../../features/vkid-login';

/** Only the returning provider's completion view (SPEC.md 2.5). */
export function SocialReturn({ provider }: { provider: string }) {
  return provider === 'vk_id' ? <VkIdRedirectReturn /> : <FirebaseRedirectReturn provider={provider} />;
}
