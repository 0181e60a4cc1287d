// Free text used by the demo order and message generators.

export const CUSTOMER_NOTES = [
  'No cilantro please',
  'Extra spicy!',
  'Mild, kids at the table',
  'Peanut allergy, please be careful',
  'Sauce on the side',
  'Can we get extra napkins?',
  'Birthday dinner, one candle on dessert please',
  'No MSG if possible',
  'Vegetarian, no fish sauce',
  'Please bring the drinks first',
  'Split into two plates',
  'Less oil please',
] as const;

export const SELLER_NOTES = [
  'Regular guest, likes a corner seat',
  'Comped the tea, kitchen was slow',
  'Allergy flagged to the kitchen',
  'Paid in cash',
  'Asked for the bill together with table 4',
  'VIP: owner friend',
] as const;

export const CANCEL_REASONS = [
  'Customer left before the order was served',
  'Item out of stock',
  'Duplicate order from the same table',
  'Customer changed their mind',
  'Kitchen closed early for a private event',
  'Payment declined',
] as const;

export interface MessageTemplate {
  rating: number;
  message: string;
  name: string;
  email?: string;
  phone?: string;
}

/** Twelve guest messages; the generator assigns tables, dates and statuses. */
export const MESSAGE_TEMPLATES: readonly MessageTemplate[] = [
  { rating: 5, message: 'The honey walnut prawns were amazing. Our server was super friendly too!', name: 'Emily Chen', email: 'emily.chen@example.com' },
  { rating: 4, message: 'Great dumplings, but the wait for the noodles was a bit long tonight.', name: 'Marcus Lee', phone: '+1 (415) 555-0172' },
  { rating: 5, message: 'Best clam chowder on the pier. Will bring my parents next week.', name: 'Sofia Alvarez', email: 'sofia.alvarez@example.com', phone: '+1 (650) 555-0119' },
  { rating: 2, message: 'The mapo tofu was much too salty and the table was sticky.', name: 'Daniel Wu' },
  { rating: 3, message: 'Food was good, but the QR menu took a while to load on my phone.', name: 'Priya Natarajan', email: 'priya.n@example.com' },
  { rating: 5, message: 'Thank you for the birthday candle on the mango pudding! Made her night.', name: 'Jordan Park', phone: '+1 (510) 555-0133' },
  { rating: 4, message: 'Could you add more vegetarian mains? The cucumber salad was lovely.', name: 'Hannah Schmidt', email: 'hannah.schmidt@example.com' },
  { rating: 1, message: 'We waited 40 minutes and our order was never confirmed. Very disappointed.', name: 'Kevin O’Brien', email: 'kevin.obrien@example.com' },
  { rating: 5, message: '港式奶茶很正宗，蛋挞也很好吃！', name: '王小明', phone: '+1 (415) 555-0158' },
  { rating: 4, message: 'Lovely view and quick service. The beef chow fun had great wok hei.', name: 'Olivia Martin' },
  { rating: 3, message: 'Please bring back the Dungeness crab noodles soon!', name: 'Ray Gonzales', email: 'ray.g@example.com' },
  { rating: 5, message: 'Ordering from the table was so easy. Kids loved the egg tarts.', name: 'Mei Tanaka', email: 'mei.tanaka@example.com' },
];
