import type { PaymentMethodDefinition, PaymentProvider } from './payment-provider.ts';

/** A method with the provider that carries it. */
export interface RegisteredMethod {
  provider: PaymentProvider;
  method: PaymentMethodDefinition;
}

/** The payment providers the site offers, by name, and their methods, by id. */
export interface ProviderRegistry {
  /** Adds a provider; its name and its methods' ids must be new. */
  register(provider: PaymentProvider): void;
  provider(name: string): PaymentProvider | undefined;
  method(id: string): RegisteredMethod | undefined;
  methods(): RegisteredMethod[];
}

export function createProviderRegistry(): ProviderRegistry {
  const providers = new Map<string, PaymentProvider>();
  const methods = new Map<string, RegisteredMethod>();
  return {
    register(provider) {
      if (providers.has(provider.name)) throw new Error(`payment provider ${provider.name} registered twice`);
      for (const method of provider.methods)
        if (methods.has(method.id)) throw new Error(`payment method ${method.id} offered twice`);
      providers.set(provider.name, provider);
      for (const method of provider.methods) methods.set(method.id, { provider, method });
    },
    provider: (name) => providers.get(name),
    method: (id) => methods.get(id),
    methods: () => [...methods.values()],
  };
}
