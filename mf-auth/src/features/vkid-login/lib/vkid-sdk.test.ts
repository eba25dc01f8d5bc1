import { loadVkId } from './vkid-sdk';

describe('VK ID config init (the SDK checks the parameters itself)', () => {
  it("refuses a missing or non-numeric app id and an empty redirectUrl with the SDK's messages", async () => {
    await expect(
      loadVkId({ appId: undefined as unknown as number, redirectUrl: 'https://kaver.ru/' }),
    ).rejects.toThrow('app is required parameter');
    await expect(
      loadVkId({ appId: 'kaver' as unknown as number, redirectUrl: 'https://kaver.ru/' }),
    ).rejects.toThrow('app should be number');
    await expect(loadVkId({ appId: 51000001, redirectUrl: '' })).rejects.toThrow(
      'redirectUrl is required parameter',
    );
  });
});
