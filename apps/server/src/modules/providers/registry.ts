import type { Config } from '../../config.js';
import { ProviderRegistry } from './provider-adapter.js';
import { SimulatorAdapter } from './simulator.adapter.js';
import { BgsAdapter } from '../bgs/index.js';

/**
 * The adapters this deployment runs, built once from the configuration. A real aggregator is
 * one more adapter added here.
 */
export function buildProviderRegistry(config: Config): ProviderRegistry {
  const registry = new ProviderRegistry([new BgsAdapter()]);
  if (config.SIMULATOR_URL && config.SIMULATOR_SECRET)
    registry.add(new SimulatorAdapter(config.SIMULATOR_URL, config.SIMULATOR_SECRET));
  return registry;
}
