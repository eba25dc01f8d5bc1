import { act, render, screen } from '@testing-library/react';
import { useContext } from 'react';
import { SingleSpaContext } from 'single-spa-react';
import Parcel from 'single-spa-react/parcel';
import { createParcel } from './create-parcel';
import { mountRootParcel } from './mount-parcel';

function Greeting({ who }: { who: string }) {
  const context = useContext(SingleSpaContext);
  return (
    <p>
      Привет, {who}! {typeof context.mountParcel === 'function' ? 'может монтировать детей' : ''}
    </p>
  );
}

const greetingParcel = createParcel<{ who: string }>('Тест', Greeting);

type ActFlag = { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe('mountRootParcel with single-spa-react <Parcel>', () => {
  it('mounts, updates and unmounts a parcel made by createParcel', async () => {
    const mounted = jest.fn();
    const { rerender, unmount, container } = render(
      <Parcel config={greetingParcel} mountParcel={mountRootParcel} parcelDidMount={mounted} who="Москва" />,
    );
    expect(await screen.findByText(/Привет, Москва!/)).toBeInTheDocument();
    expect(screen.getByText(/может монтировать детей/)).toBeInTheDocument();
    expect(mounted).toHaveBeenCalledTimes(1);

    rerender(
      <Parcel config={greetingParcel} mountParcel={mountRootParcel} parcelDidMount={mounted} who="Казань" />,
    );
    expect(await screen.findByText(/Привет, Казань!/)).toBeInTheDocument();

    await act(async () => unmount());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(container.textContent).toBe('');
  });

  describe('driven directly, as a host does, outside React testing act()', () => {
    let actFlag: boolean | undefined;
    beforeAll(() => {
      actFlag = (globalThis as ActFlag).IS_REACT_ACT_ENVIRONMENT;
      (globalThis as ActFlag).IS_REACT_ACT_ENVIRONMENT = false;
    });
    afterAll(() => {
      (globalThis as ActFlag).IS_REACT_ACT_ENVIRONMENT = actFlag;
    });

    it('reports status and refuses to update an unmounted parcel', async () => {
      const element = document.createElement('div');
      const parcel = mountRootParcel(greetingParcel, { domElement: element, who: 'Сочи' });
      expect(parcel.getStatus()).toBe('LOADING_SOURCE_CODE');
      await parcel.mountPromise;
      expect(parcel.getStatus()).toBe('MOUNTED');
      expect(element.textContent).toContain('Сочи');
      await parcel.update({ who: 'Пермь' });
      expect(element.textContent).toContain('Пермь');
      await parcel.unmount();
      expect(parcel.getStatus()).toBe('NOT_MOUNTED');
      await expect(parcel.update({ who: 'Омск' })).rejects.toThrow(/NOT_MOUNTED/);
      await expect(parcel.unmountPromise).resolves.toBeNull();
      await parcel.mount();
      expect(parcel.getStatus()).toBe('MOUNTED');
      expect(element.textContent).toContain('Пермь');
      await parcel.unmount();
    });
  });

  it('marks a parcel whose mount fails as broken', async () => {
    const failing = {
      bootstrap: async () => undefined,
      mount: async () => {
        throw new Error('boom');
      },
      unmount: async () => undefined,
    };
    const parcel = mountRootParcel(failing, { domElement: document.createElement('div') });
    await expect(parcel.mountPromise).rejects.toThrow('boom');
    expect(parcel.getStatus()).toBe('SKIP_BECAUSE_BROKEN');
  });
});
