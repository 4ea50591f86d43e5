let payloads = 0;

/**
 * A valid create payload; override any field. Description and detail end in a number of their
 * own: one person posting the same text a third time within an hour is refused
 * (docs/trust-and-safety.md#spam-limits), and tests post many ideas as one person.
 */
export const ideaPayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Coffee cart co-op',
  categoryId: 'food',
  description: `Shared coffee carts for office towers (${(payloads += 1)})`,
  achievements: ['First pilot at Silom', 'Break-even in 3 months'],
  detail: `Owners share carts, beans and a booking app (${payloads}).`,
  businessModel: 'Monthly membership',
  ideaAttachments: [],
  ...overrides,
});
