// The review of a menu read from a photo or PDF, before it is published
// (beyond the spec): our wording, except the limit texts, which are
// doc 2 §8's (MESSAGES.menu.itemLimit, MESSAGES.category.categoryLimit).
export const menuImport = {
  title: 'Review imported menu',
  intro: 'Check what was read before it reaches your menu. Highlighted prices were hard to read.',
  notFound: 'This upload has no menu to review.',
  alreadyPublished: 'This menu was published.',
  category: 'Category',
  name: 'Name',
  description: 'Description',
  price: 'Price',
  confidence: 'Confidence',
  actions: 'Actions',
  lowConfidence: 'Check this price',
  duplicate: 'Already on your menu',
  remove: 'Remove',
  mergeWithNext: 'Merge with next row',
  uncategorised: 'Uncategorised',
  publish: 'Publish',
  publishing: 'Publishing…',
  published: (items: number, categories: number) =>
    `Published ${items} ${items === 1 ? 'item' : 'items'} in ${categories} ${categories === 1 ? 'category' : 'categories'}.`,
  notAdded: (items: number, categories: number) =>
    `${items} ${items === 1 ? 'item' : 'items'} and ${categories} ${categories === 1 ? 'category' : 'categories'} could not be added.`,
  nothingToPublish: 'There are no rows to publish.',
  invalidPrice: 'Enter a price of 0 or more, or leave it empty.',
  readBy: (reader: string, pages: number) => `Read by ${reader} from ${pages} ${pages === 1 ? 'page' : 'pages'}`,
} as const;
