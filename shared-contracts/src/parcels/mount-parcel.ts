/**
 * A minimal runner of single-spa parcel lifecycles (bootstrap, mount, update, unmount) for single-spa-react's
 * <Parcel>. The full single-spa library costs about 7 KB gzip on every first visit and we use none of its
 * application routing; parcels made by createParcel stay ordinary single-spa parcels that any single-spa root
 * could mount. Child parcels get this same function as their `mountParcel` prop.
 */
/** The statuses of single-spa's Parcel type that this runner goes through. */
export type ParcelStatus =
  | 'LOADING_SOURCE_CODE'
  | 'NOT_BOOTSTRAPPED'
  | 'BOOTSTRAPPING'
  | 'NOT_MOUNTED'
  | 'MOUNTING'
  | 'MOUNTED'
  | 'UPDATING'
  | 'UNMOUNTING'
  | 'SKIP_BECAUSE_BROKEN';

type Lifecycle = (props: ParcelRunProps) => Promise<unknown>;
type Lifecycles = {
  bootstrap: Lifecycle | Lifecycle[];
  mount: Lifecycle | Lifecycle[];
  unmount: Lifecycle | Lifecycle[];
  update?: Lifecycle | Lifecycle[];
};
export type ParcelLifecycles = Lifecycles | (() => Promise<Lifecycles>);

export interface ParcelRunProps {
  name: string;
  domElement?: HTMLElement;
  mountParcel: typeof mountRootParcel;
  [prop: string]: unknown;
}

/** Shaped like single-spa's Parcel type, so <Parcel> accepts this runner as its mountParcel. */
export interface MountedParcel {
  loadPromise: Promise<null>;
  bootstrapPromise: Promise<null>;
  mountPromise: Promise<null>;
  unmountPromise: Promise<null>;
  getStatus: () => ParcelStatus;
  update: (props: Record<string, unknown>) => Promise<void>;
  /** Mounts again after an unmount. */
  mount: () => Promise<null>;
  unmount: () => Promise<null>;
}

/**
 * single-spa-react keeps a parcel config's React roots by parcel name, so names must be unique on the page, even
 * when the runner is bundled more than once (a remote's standalone harness): the counter lives on globalThis.
 */
const COUNTER = Symbol.for('kaver.parcelCount');
function nextParcelName(): string {
  const store = globalThis as unknown as Record<symbol, number>;
  store[COUNTER] = (store[COUNTER] ?? 0) + 1;
  return `parcel-${store[COUNTER]}`;
}

function run(lifecycle: Lifecycle | Lifecycle[] | undefined, props: ParcelRunProps): Promise<void> {
  const steps = lifecycle === undefined ? [] : Array.isArray(lifecycle) ? lifecycle : [lifecycle];
  return steps.reduce<Promise<void>>(
    (previous, step) => previous.then(() => step(props).then(() => undefined)),
    Promise.resolve(),
  );
}

export function mountRootParcel(
  config: ParcelLifecycles | object,
  customProps: Record<string, unknown> = {},
): MountedParcel {
  const name = typeof customProps.name === 'string' ? customProps.name : nextParcelName();
  let status: ParcelStatus = 'LOADING_SOURCE_CODE';
  let props: ParcelRunProps = { ...customProps, name, mountParcel: mountRootParcel };
  let resolveUnmounted: (value: null) => void = () => undefined;
  const unmountPromise = new Promise<null>((resolve) => {
    resolveUnmounted = resolve;
  });

  const broken = (error: unknown): never => {
    status = 'SKIP_BECAUSE_BROKEN';
    throw error;
  };
  const lifecyclesPromise = Promise.resolve(
    typeof config === 'function' ? (config as () => Promise<Lifecycles>)() : (config as Lifecycles),
  ).then((lifecycles) => {
    if (typeof lifecycles?.mount !== 'function' && !Array.isArray(lifecycles?.mount)) {
      throw new Error(`Parcel ${name} has no mount lifecycle`);
    }
    status = 'NOT_BOOTSTRAPPED';
    return lifecycles;
  }, broken);
  const bootstrapPromise = lifecyclesPromise.then((lifecycles) => {
    status = 'BOOTSTRAPPING';
    return run(lifecycles.bootstrap, props).then(() => {
      status = 'NOT_MOUNTED';
      return null;
    }, broken);
  });
  const mount = () =>
    lifecyclesPromise.then((lifecycles) => {
      status = 'MOUNTING';
      return run(lifecycles.mount, props).then(() => {
        status = 'MOUNTED';
        return null;
      }, broken);
    });
  const mountPromise = bootstrapPromise.then(mount);

  return {
    loadPromise: lifecyclesPromise.then(() => null),
    bootstrapPromise,
    mountPromise,
    unmountPromise,
    getStatus: () => status,
    update: (next) =>
      lifecyclesPromise.then((lifecycles) => {
        if (status !== 'MOUNTED') throw new Error(`Cannot update parcel ${name}: it is ${status}`);
        props = { ...props, ...next, name, mountParcel: mountRootParcel };
        status = 'UPDATING';
        return run(lifecycles.update, props).then(() => {
          status = 'MOUNTED';
        }, broken);
      }),
    mount: () => {
      if (status !== 'NOT_MOUNTED')
        return Promise.reject(new Error(`Cannot mount parcel ${name}: it is ${status}`));
      return mount();
    },
    unmount: () =>
      lifecyclesPromise.then((lifecycles) => {
        if (status !== 'MOUNTED') throw new Error(`Cannot unmount parcel ${name}: it is ${status}`);
        status = 'UNMOUNTING';
        return run(lifecycles.unmount, props).then(() => {
          status = 'NOT_MOUNTED';
          resolveUnmounted(null);
          return null;
        }, broken);
      }),
  };
}
