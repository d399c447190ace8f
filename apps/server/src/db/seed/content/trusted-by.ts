/** Customers shown on the Trusted By card (fictional companies). */
import type { CardSpec } from '../types.ts';

const CUSTOMERS: [name: string, slug: string, color: string][] = [
  ['Globex Corporation', 'globex', '#0F766E'],
  ['Initech', 'initech', '#1D4ED8'],
  ['Umbrella Health', 'umbrella-health', '#B91C1C'],
  ['Hooli', 'hooli', '#7C3AED'],
  ['Soylent Foods', 'soylent', '#15803D'],
  ['Wayne Logistics', 'wayne-logistics', '#111827'],
  ['Vandelay Industries', 'vandelay', '#C2410C'],
  ['Tyrell Systems', 'tyrell', '#0369A1'],
  ['Cyberdyne Robotics', 'cyberdyne', '#4B5563'],
];

export const trustedByCard: CardSpec = {
  items: CUSTOMERS.map(([name, slug, color]) => ({
    title: name,
    company: {
      source: 'custom',
      name,
      domain: `${slug}.example`,
      url: `https://${slug}.example`,
      color,
    },
  })),
};
