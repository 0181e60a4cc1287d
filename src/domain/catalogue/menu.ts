// Menu item, category and upload texts (doc 2 §1, §2, §5, §8), word for word.
// Texts marked "our wording" stand where the spec gives no exact text.

export const menu = {
  notReady: 'You must be logged in and have a store selected to manage menu items.',
  fetchFailed: 'Failed to fetch menu items. Please try again later.',
  reorderFailed: 'Failed to save menu item order. This may be due to insufficient permissions.',
  reorderNoContext: 'User not signed in or no store selected. Cannot save order.',
  updateFailed: (error: string) => `Failed to update menu item. Error: ${error}`,
  addFailed: (error: string) => `Failed to add menu item. Error: ${error}`,
  noItemId: 'No item ID returned from server',
  updated: (name: string, withImage = false) =>
    `Menu item '${name}' updated successfully!${withImage ? ' With image.' : ''}`,
  added: (name: string, withImage = false) =>
    `Menu item '${name}' added!${withImage ? ' With image.' : ''}`,
  notFound: 'Menu item not found to edit.',
  fetchItemFailed: 'Failed to fetch menu item data for editing.',
  couldNotLoad: 'Could not load the item to edit. It may no longer exist.',
  deleteFailed: 'Failed to delete menu item. Please try again.',
  deleteMissingInfo: 'Cannot delete item without required info.',
  confirmDelete: 'Are you sure you want to delete this menu item? This action cannot be undone.',
  imageFailed: 'Failed to process image. Please try a different image.',
  imageHint: 'Recommended: Square aspect ratio, max 5MB.',
  imageWillBeRemoved: 'Will be removed',
  requiredFields: 'Please fill in all required fields and ensure price is positive.',
  storeRequired: 'Store selection required.',
  itemLimit: (max: number) => `This store has reached the maximum limit of ${max} menu items.`,
  bulkLimit: (max: number) => `Bulk operations are limited to ${max} items at a time.`,
  permissionDenied:
    'Permission denied. Please refresh the page or try switching stores again to update your permissions.',
  // Our wording: caps the spec leaves to us (docs/decisions.md "Payload caps").
  nameTooLong: (max: number) => `Menu item name must be ${max} characters or fewer`,
  descriptionTooLong: (max: number) => `Menu item description must be ${max} characters or fewer`,
  tooManyTranslations: (max: number) => `A menu item can have at most ${max} translations`,
  invalidLanguage: 'Translations must use a valid language code',
  translatedNameTooLong: (max: number) => `Translated names must be ${max} characters or fewer`,
  translatedDescriptionTooLong: (max: number) => `Translated descriptions must be ${max} characters or fewer`,
} as const;

export const category = {
  notReady: 'You must be signed in and have a store selected to manage categories.',
  fetchFailed: 'Failed to fetch categories. Please try again later.',
  // The spec uses the menu-item text for categories too.
  reorderFailed: 'Failed to save menu item order. This may be due to insufficient permissions.',
  timeout: 'The operation timed out. Please try again.',
  updateFailed: 'Failed to update category',
  addFailed: 'Failed to add category',
  saveFailed: 'Failed to save category. Please try again.',
  notFound: 'Category not found',
  loadFailed: 'Failed to load category',
  deleteFailed: 'Failed to delete category. Please try again.',
  updated: 'Category updated successfully!',
  added: 'Category added successfully!',
  membershipUpdated: (name: string) => `Successfully updated menu items for category "${name}"`,
  membershipFailed: 'Failed to update menu items. Please try again.',
  confirmDelete: 'Are you sure you want to delete this category? This action cannot be undone.',
  categoryLimit: (max: number) => `This store has reached the maximum limit of ${max} categories.`,
  // Our wording: the spec states these rules without texts.
  nameRequired: 'Category name is required',
  nameTooLong: (max: number) => `Category name must be ${max} characters or fewer`,
  descriptionTooLong: (max: number) => `Category description must be ${max} characters or fewer`,
  invalidIcon: 'Please choose one of the available icons',
  invalidColor: 'Please choose one of the available colors',
  // Our wording: the category screens' labels, which the spec leaves to us.
  loading: 'Loading categories...',
  loadingOne: 'Loading category...',
  add: 'Add Category',
  saveChanges: 'Save Changes',
  saving: 'Saving...',
  delete: 'Delete Category',
  back: 'Back to Categories',
  nameLabel: 'Category name',
  descriptionLabel: 'Description',
  iconLabel: 'Icon',
  colorLabel: 'Color',
  pending: 'Pending',
  listLabel: 'Categories',
  reorderHint: 'Drag a row by its handle to reorder, or focus the handle and press Space, the arrow keys, then Space.',
  itemCount: (count: number) => (count === 1 ? '1 item' : `${count} items`),
  loadingMenuItems: 'Loading menu items...',
  menuItemsTitle: 'Menu items in this category',
  menuItemsHint: 'Tick the items that belong here, then save.',
  noMenuItems: 'This store has no menu items yet.',
  selectedCount: (count: number, total: number) => `${count} of ${total} selected`,
  saveMenuItems: 'Save Menu Items',
  // Accessible names of the 13 icons and 10 colours (entities.ts), by value.
  iconNames: {
    '📁': 'Folder', '🥗': 'Salad', '🍲': 'Stew', '🍜': 'Noodles', '🍚': 'Rice', '🍖': 'Meat', '🍔': 'Burger',
    '🍕': 'Pizza', '🍣': 'Sushi', '🍰': 'Cake', '🍦': 'Ice cream', '☕': 'Hot drink', '🥤': 'Cold drink',
  } as Readonly<Record<string, string>>,
  colorNames: {
    '#6366f1': 'Indigo', '#ef4444': 'Red', '#f97316': 'Orange', '#f59e0b': 'Amber', '#10b981': 'Emerald',
    '#14b8a6': 'Teal', '#3b82f6': 'Blue', '#8b5cf6': 'Violet', '#ec4899': 'Pink', '#6b7280': 'Gray',
  } as Readonly<Record<string, string>>,
} as const;

export const upload = {
  permissionDenied: 'Permission denied. Please ensure you are logged in and try again.',
  cancelled: 'Upload was cancelled. Please try again.',
  unknown: 'An unknown error occurred. Please check your internet connection and try again.',
  // Our wording: the spec only describes the note's content.
  historyRulesNote:
    'Your file was uploaded, but saving the upload history failed. The database rules may need updating.',
  failed: 'Failed to upload photo. Please try again.',
  deleteFailed: (reason: string) => `Failed to delete upload: ${reason}`,
  invalidType: 'Please select a valid image file (JPEG, PNG, WebP) or PDF document.',
  tooLarge: 'File size must be less than 10MB.',
  cannotDelete: 'Cannot delete while in queue or processing',
  displayFailed: 'Upload failed. Please try again.',
  processed: 'Processed',
  deprecatedDefaultReason: 'Marked as deprecated',
  // Our wording for the status line; the spec lists what each status shows.
  queued: 'Queued',
  queuedAt: (position: number) => `Queued (position ${position})`,
  processing: 'Processing',
  itemsAdded: (count: number) => `${count} ${count === 1 ? 'item' : 'items'} added`,
  // Our wording of "usually a few hours and up to 24 hours".
  processingTime: 'Processing usually takes a few hours and can take up to 24 hours.',
} as const;
