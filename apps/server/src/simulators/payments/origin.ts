/** The origin the adapters are given for the simulator: the request goes in-process, never to the network (link.ts). */
export const SIMULATOR_ORIGIN = 'http://simulator.localhost';
