// Static menu data of the demo stores. Prices are in dollars with two decimals.
// `weight` is how often guests order the dish (used by the order generator).

import type { LanguageOption } from './demo-types.ts';

export interface SeedDish {
  slug: string;
  name: string;
  description: string;
  price: number;
  zh: [name: string, description: string];
  weight: number;
  /** false = 86'd today (shown as unavailable, never in generated orders). */
  available?: boolean;
}

export interface SeedCategory {
  slug: string;
  name: string;
  description: string;
  icon: string;
  color: string;
  zh: [name: string, description: string];
  dishes: SeedDish[];
}

export const HARBOR_MENU: SeedCategory[] = [
  {
    slug: 'starters', name: 'Starters', description: 'Small plates to share', icon: '🥗', color: '#f97316',
    zh: ['前菜', '适合分享的小食'],
    dishes: [
      { slug: 'pork-chive-dumplings', name: 'Pork & Chive Dumplings', description: 'Six pan-fried dumplings with black vinegar dipping sauce.', price: 8.95, zh: ['韭菜猪肉煎饺', '六只煎饺，配镇江香醋蘸汁。'], weight: 9 },
      { slug: 'crispy-spring-rolls', name: 'Crispy Spring Rolls', description: 'Vegetable spring rolls with sweet chili sauce.', price: 7.5, zh: ['香脆春卷', '素菜春卷，配甜辣酱。'], weight: 7 },
      { slug: 'salt-pepper-calamari', name: 'Salt & Pepper Calamari', description: 'Lightly fried squid tossed with garlic, chili and scallion.', price: 12.95, zh: ['椒盐鱿鱼', '轻炸鱿鱼，拌以蒜蓉、辣椒和葱花。'], weight: 6 },
      { slug: 'smashed-cucumber-salad', name: 'Smashed Cucumber Salad', description: 'Cucumbers in a garlic, sesame and chili oil dressing.', price: 6.95, zh: ['拍黄瓜', '蒜香芝麻红油拌黄瓜。'], weight: 5 },
      { slug: 'chicken-satay', name: 'Chicken Satay Skewers', description: 'Four grilled chicken skewers with peanut sauce.', price: 10.5, zh: ['沙爹鸡肉串', '四串炭烤鸡肉串，配花生酱。'], weight: 5 },
    ],
  },
  {
    slug: 'soups', name: 'Soups', description: 'Slow-simmered broths and chowders', icon: '🍲', color: '#ef4444',
    zh: ['汤品', '慢火熬制的汤与浓汤'],
    dishes: [
      { slug: 'hot-sour-soup', name: 'Hot & Sour Soup', description: 'Tofu, wood ear mushroom, bamboo shoots and egg ribbons.', price: 6.5, zh: ['酸辣汤', '豆腐、木耳、笋丝和蛋花。'], weight: 5 },
      { slug: 'wonton-soup', name: 'Wonton Soup', description: 'Shrimp and pork wontons in a clear chicken broth.', price: 8.95, zh: ['鲜虾云吞汤', '鲜虾猪肉云吞，配清鸡汤。'], weight: 6 },
      { slug: 'clam-chowder-bread-bowl', name: 'Clam Chowder Bread Bowl', description: 'Creamy New England chowder served in a sourdough bowl.', price: 13.5, zh: ['酸面包碗蛤蜊浓汤', '奶油蛤蜊浓汤，盛在旧金山酸面包碗里。'], weight: 7 },
      { slug: 'tom-yum-goong', name: 'Tom Yum Goong', description: 'Spicy lemongrass soup with prawns and mushrooms.', price: 11.95, zh: ['冬阴功汤', '香茅酸辣汤，配大虾和蘑菇。'], weight: 4 },
      { slug: 'miso-soup', name: 'Miso Soup', description: 'Silken tofu, wakame and scallion.', price: 4.5, zh: ['味噌汤', '嫩豆腐、裙带菜和葱花。'], weight: 4 },
    ],
  },
  {
    slug: 'noodles-rice', name: 'Noodles & Rice', description: 'Wok-fired noodles and rice plates', icon: '🍜', color: '#f59e0b',
    zh: ['面饭类', '镬气十足的炒面与饭'],
    dishes: [
      { slug: 'beef-chow-fun', name: 'Beef Chow Fun', description: 'Wok-tossed flat rice noodles with beef, bean sprouts and scallion.', price: 15.95, zh: ['干炒牛河', '牛肉、豆芽和葱段，大火快炒河粉。'], weight: 8 },
      { slug: 'dan-dan-noodles', name: 'Dan Dan Noodles', description: 'Wheat noodles with spicy minced pork, Sichuan pepper and peanuts.', price: 13.5, zh: ['担担面', '麻辣肉末、花椒和花生碎拌面。'], weight: 7 },
      { slug: 'yangzhou-fried-rice', name: 'Yangzhou Fried Rice', description: 'Shrimp, char siu, egg and peas.', price: 12.95, zh: ['扬州炒饭', '虾仁、叉烧、鸡蛋和青豆。'], weight: 8 },
      { slug: 'garlic-crab-noodles', name: 'Garlic Noodles with Dungeness Crab', description: 'Buttery garlic noodles topped with half a roasted Dungeness crab.', price: 34.95, zh: ['蒜香珍宝蟹面', '黄油蒜香面，配半只烤珍宝蟹。'], weight: 3, available: false },
      { slug: 'pad-thai', name: 'Pad Thai', description: 'Rice noodles with shrimp, tofu, egg, tamarind and peanuts.', price: 14.5, zh: ['泰式炒河粉', '虾仁、豆腐、鸡蛋、罗望子酱和花生炒河粉。'], weight: 6 },
    ],
  },
  {
    slug: 'mains', name: 'Mains', description: 'Signature dishes from the wok and steamer', icon: '🍖', color: '#10b981',
    zh: ['主菜', '招牌小炒与清蒸'],
    dishes: [
      { slug: 'kung-pao-chicken', name: 'Kung Pao Chicken', description: 'Chicken, dried chilies, peanuts and Sichuan pepper.', price: 16.5, zh: ['宫保鸡丁', '鸡丁、干辣椒、花生和花椒。'], weight: 8 },
      { slug: 'mapo-tofu', name: 'Mapo Tofu', description: 'Silken tofu in a spicy fermented bean sauce with minced beef.', price: 13.95, zh: ['麻婆豆腐', '嫩豆腐配牛肉末，豆瓣酱麻辣烧制。'], weight: 6 },
      { slug: 'honey-walnut-prawns', name: 'Honey Walnut Prawns', description: 'Crispy prawns in a light honey mayo with candied walnuts.', price: 21.95, zh: ['蜜汁核桃虾', '酥炸大虾拌蜜汁沙拉酱，配糖衣核桃。'], weight: 6 },
      { slug: 'black-pepper-short-rib', name: 'Black Pepper Beef Short Rib', description: 'Sizzling short rib with onions and black pepper sauce.', price: 28.5, zh: ['黑椒牛仔骨', '铁板牛仔骨，配洋葱和黑椒汁。'], weight: 4 },
      { slug: 'steamed-rock-cod', name: 'Steamed Rock Cod', description: 'Whole rock cod steamed with ginger, scallion and soy.', price: 32.0, zh: ['姜葱蒸石斑鱼', '整条石斑鱼，配姜丝、葱丝和豉油清蒸。'], weight: 3 },
    ],
  },
  {
    slug: 'desserts', name: 'Desserts', description: 'Something sweet to finish', icon: '🍰', color: '#ec4899',
    zh: ['甜品', '饭后来点甜'],
    dishes: [
      { slug: 'mango-pudding', name: 'Mango Pudding', description: 'Fresh mango pudding with evaporated milk.', price: 6.95, zh: ['芒果布丁', '新鲜芒果布丁，淋上淡奶。'], weight: 5 },
      { slug: 'egg-tarts', name: 'Egg Tarts (3 pcs)', description: 'Flaky Hong Kong-style custard tarts, baked to order.', price: 5.95, zh: ['蛋挞（三只）', '港式酥皮蛋挞，现点现烤。'], weight: 6 },
      { slug: 'black-sesame-tang-yuan', name: 'Black Sesame Tang Yuan', description: 'Glutinous rice balls with black sesame filling in ginger syrup.', price: 6.5, zh: ['黑芝麻汤圆', '黑芝麻馅汤圆，配姜汁糖水。'], weight: 3 },
      { slug: 'matcha-cheesecake', name: 'Matcha Cheesecake', description: 'Light Japanese-style cheesecake with Uji matcha.', price: 8.5, zh: ['抹茶芝士蛋糕', '日式轻芝士蛋糕，选用宇治抹茶。'], weight: 3, available: false },
      { slug: 'coconut-sago', name: 'Coconut Sago', description: 'Chilled coconut milk with sago pearls and mango.', price: 5.95, zh: ['椰汁西米露', '冰镇椰奶西米露，配芒果粒。'], weight: 4 },
    ],
  },
  {
    slug: 'drinks', name: 'Drinks', description: 'Teas, sodas and beer', icon: '🥤', color: '#3b82f6',
    zh: ['饮品', '茶饮、汽水和啤酒'],
    dishes: [
      { slug: 'jasmine-tea', name: 'Jasmine Tea (pot)', description: 'A pot of jasmine green tea, refilled on request.', price: 3.95, zh: ['茉莉花茶（壶）', '一壶茉莉绿茶，可免费续水。'], weight: 8 },
      { slug: 'hk-milk-tea', name: 'Hong Kong Milk Tea', description: 'Strong black tea with evaporated milk, hot or iced.', price: 4.95, zh: ['港式奶茶', '浓郁红茶加淡奶，冷热皆可。'], weight: 8 },
      { slug: 'fresh-lime-soda', name: 'Fresh Lime Soda', description: 'Freshly squeezed lime with soda water, sweet or salty.', price: 4.5, zh: ['鲜青柠苏打', '现榨青柠加苏打水，可选甜或咸。'], weight: 5 },
      { slug: 'lychee-iced-tea', name: 'Lychee Iced Tea', description: 'Black tea shaken with lychee syrup and fruit.', price: 5.25, zh: ['荔枝冰茶', '红茶配荔枝糖浆和荔枝果肉。'], weight: 6 },
      { slug: 'tsingtao', name: 'Tsingtao Beer', description: 'Chinese lager, 330 ml bottle.', price: 6.5, zh: ['青岛啤酒', '中国拉格啤酒，330 毫升瓶装。'], weight: 6 },
    ],
  },
];

export const NIGHT_MARKET_MENU: SeedCategory[] = [
  {
    slug: 'noodles', name: 'Noodles', description: 'Hand-pulled noodles', icon: '🍜', color: '#6366f1',
    zh: ['面食', '手工拉面'],
    dishes: [
      { slug: 'beef-noodle-soup', name: 'Taiwanese Beef Noodle Soup', description: 'Braised beef shank in a rich spiced broth.', price: 14.5, zh: ['台湾牛肉面', '红烧牛腱，浓郁香料汤底。'], weight: 5 },
      { slug: 'scallion-oil-noodles', name: 'Scallion Oil Noodles', description: 'Noodles tossed in fragrant scallion oil and soy.', price: 9.5, zh: ['葱油拌面', '葱油与酱油拌面，香气扑鼻。'], weight: 4 },
      { slug: 'zhajiang-noodles', name: 'Zhajiang Noodles', description: 'Noodles with savory pork and soybean paste sauce.', price: 11.5, zh: ['炸酱面', '猪肉丁黄豆酱拌面。'], weight: 3 },
    ],
  },
  {
    slug: 'snacks', name: 'Snacks', description: 'Night market street food', icon: '🍖', color: '#8b5cf6',
    zh: ['小吃', '夜市街头小吃'],
    dishes: [
      { slug: 'popcorn-chicken', name: 'Taiwanese Popcorn Chicken', description: 'Crispy chicken bites with basil and five-spice salt.', price: 7.95, zh: ['盐酥鸡', '香脆鸡块，配九层塔和五香椒盐。'], weight: 5 },
      { slug: 'scallion-pancake', name: 'Scallion Pancake', description: 'Flaky pan-fried flatbread with scallions.', price: 6.5, zh: ['葱油饼', '层层酥脆的香煎葱油饼。'], weight: 4 },
    ],
  },
];

export const LANGUAGES_EN_ZH: LanguageOption[] = [
  { code: 'en', name: 'English', flag: '🇺🇸', enabled: true, isDefault: true },
  { code: 'zh', name: '中文', flag: '🇨🇳', enabled: true, isDefault: false },
];
