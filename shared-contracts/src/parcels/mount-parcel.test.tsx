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

  it('reports status and refuses to update an unmounted parcel', async () => {
    // Driven directly, as a host does, outside React's act() environment.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const element = document.createElement('div');
    const parcel = mountRootParcel(greetingParcel, { domElement: element, who: 'Сочи' });
    expect(parcel.getStatus()).toBe('LOADING_SOURCE_CODE');
    await parcel.mountPromise;
    expect(parcel.getStatus()).toBe('MOUNTED');
    expect(element.textContent).toContain('Сочи');
    await parcel.update({ who: 'Пермь' });
    expect(element.textContent).toContain('Пермь');
    await parcel.unmount();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    expect(parcel.getStatus()).toBe('NOT_MOUNTED');
    await expect(parcel.update({ who: 'Омск' })).rejects.toThrow(/NOT_MOUNTED/);
    await expect(parcel.unmountPromise).resolves.toBeNull();
    await parcel.mount();
    expect(parcel.getStatus()).toBe('MOUNTED');
    expect(element.textContent).toContain('Пермь');
    await parcel.unmount();
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
