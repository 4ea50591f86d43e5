/** A valid create payload; override any field. */
export const ideaPayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Coffee cart co-op',
  categoryId: 'food',
  description: 'Shared coffee carts for office towers',
  achievements: ['First pilot at Silom', 'Break-even in 3 months'],
  detail: 'Owners share carts, beans and a booking app.',
  businessModel: 'Monthly membership',
  ideaAttachments: [],
  ...overrides,
});
