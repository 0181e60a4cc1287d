// The menus of the corpus (known data). Two sets that share kinds of layout,
// language and currency but no dish: `tuning` may be looked at while the
// reader is improved; `heldOut` never is, so its score says how the reader does
// on menus nobody tuned it to.
export interface CorpusItem {
  section: string;
  name: string;
  /** null: market price. */
  price: number | null;
  description?: string;
}

export type PriceFormat =
  | 'plain' // 12 / 12.50
  | 'dollar' // $12.50
  | 'euro-after' // 12,50 €
  | 'euro-before' // €12.50
  | 'lira-sign' // 32 ₺ / 32,50 ₺
  | 'lira-code' // 32 TL
  | 'pound' // £12.50
  | 'chf' // CHF 12.50
  | 'krone'; // 125 kr

export type Layout = 'leaders' | 'spaced' | 'two-columns' | 'centered';

export interface CorpusMenu {
  id: string;
  title: string;
  /** ISO 639-1 code of the menu's language. */
  language: string;
  format: PriceFormat;
  layout: Layout;
  font: string;
  items: CorpusItem[];
}

const s = (section: string, rows: Array<[string, number | null, string?]>): CorpusItem[] =>
  rows.map(([name, price, description]) => ({ section, name, price, ...(description ? { description } : {}) }));

export const tuning: CorpusMenu[] = [
  {
    id: 'en-bistro', title: 'The Corner Bistro', language: 'en', format: 'plain', layout: 'leaders', font: "'DejaVu Serif', serif",
    items: [
      ...s('STARTERS', [['French Onion Soup', 7], ['Escargots Bourguignonne', 11.5], ['Chicken Liver Pate', 8.75]]),
      ...s('MAINS', [['Steak Frites', 24], ['Roast Chicken', 18.5], ['Mushroom Risotto', 16.25]]),
      ...s('DESSERTS', [['Creme Brulee', 7.5], ['Lemon Tart', 6.75]]),
    ],
  },
  {
    id: 'fr-brasserie', title: 'Brasserie du Marché', language: 'fr', format: 'euro-after', layout: 'spaced', font: "'DejaVu Sans', sans-serif",
    items: [
      ...s('ENTRÉES', [['Salade niçoise', 9.5], ['Œufs mayonnaise', 6], ['Terrine de campagne', 8.2]]),
      ...s('PLATS', [['Bœuf bourguignon', 19.9], ['Confit de canard', 21], ['Poisson du jour', 18.5]]),
      ...s('DESSERTS', [['Tarte Tatin', 7.8], ['Île flottante', 6.5]]),
    ],
  },
  {
    id: 'tr-lokanta', title: 'Ege Lokantası', language: 'tr', format: 'lira-sign', layout: 'spaced', font: "'DejaVu Sans', sans-serif",
    items: [
      ...s('ÇORBALAR', [['Mercimek Çorbası', 85], ['Ezogelin Çorbası', 90], ['İşkembe Çorbası', 120]]),
      ...s('ANA YEMEKLER', [['Karışık Izgara', 420], ['Tavuk Şiş', 260], ['Patlıcan Kebabı', 310]]),
      ...s('İÇECEKLER', [['Ayran 30 CL', 35], ['Türk Kahvesi', 60], ['Şalgam Suyu', 40]]),
    ],
  },
  {
    id: 'es-tapas', title: 'Bar La Plaza', language: 'es', format: 'euro-before', layout: 'two-columns', font: "'Liberation Sans', sans-serif",
    items: [
      ...s('TAPAS', [['Patatas bravas', 5.5], ['Croquetas de jamón', 7], ['Pimientos de Padrón', 6.5], ['Tortilla española', 6]]),
      ...s('RACIONES', [['Pulpo a la gallega', 16], ['Calamares fritos', 12.5], ['Gambas al ajillo', 14]]),
      ...s('BEBIDAS', [['Caña', 2.5], ['Vino de la casa', 3.5], ['Sangría', 4.5]]),
    ],
  },
  {
    id: 'de-gasthaus', title: 'Gasthaus zum Löwen', language: 'de', format: 'chf', layout: 'leaders', font: "'Liberation Serif', serif",
    items: [
      ...s('VORSPEISEN', [['Gerstensuppe', 9.5], ['Nüsslisalat mit Ei', 12]]),
      ...s('HAUPTGERICHTE', [['Zürcher Geschnetzeltes', 36], ['Käsespätzle', 24.5], ['Rindsbratwurst mit Rösti', 26]]),
      ...s('DESSERTS', [['Apfelstrudel', 11], ['Meringue mit Rahm', 10.5]]),
    ],
  },
  {
    id: 'en-pub', title: 'The Red Lion', language: 'en', format: 'pound', layout: 'centered', font: "'Liberation Sans', sans-serif",
    items: [
      ...s('PUB CLASSICS', [['Fish and Chips', 15.95], ['Bangers and Mash', 13.5], ['Steak and Ale Pie', 14.75], ['Ploughmans Lunch', 11]]),
      ...s('SIDES', [['Chunky Chips', 4], ['Onion Rings', 4.5]]),
    ],
  },
];

export const heldOut: CorpusMenu[] = [
  {
    id: 'en-diner', title: 'Route 66 Diner', language: 'en', format: 'dollar', layout: 'leaders', font: "'DejaVu Sans', sans-serif",
    items: [
      ...s('BREAKFAST', [['Pancake Stack', 8.99], ['Eggs Benedict', 11.5], ['Biscuits and Gravy', 9.25]]),
      ...s('BURGERS', [['Classic Cheeseburger', 12.99], ['Bacon Double Burger', 15.5], ['Veggie Burger', 11.75]]),
      ...s('SHAKES', [['Chocolate Shake', 5.5], ['Strawberry Shake', 5.5]]),
    ],
  },
  {
    id: 'fr-creperie', title: 'Crêperie Bretonne', language: 'fr', format: 'euro-after', layout: 'leaders', font: "'DejaVu Serif', serif",
    items: [
      ...s('GALETTES', [['Galette complète', 9.8], ['Galette forestière', 11.5], ['Galette chèvre miel', 10.9]]),
      ...s('CRÊPES SUCRÉES', [['Crêpe beurre sucre', 4.5], ['Crêpe caramel beurre salé', 6.2], ['Crêpe Suzette', 8]]),
      ...s('BOISSONS', [['Cidre brut 25 cl', 4.8], ['Chocolat chaud', 4.2]]),
    ],
  },
  {
    id: 'tr-kebap', title: 'Adana Kebap Salonu', language: 'tr', format: 'lira-code', layout: 'centered', font: "'Liberation Sans', sans-serif",
    items: [
      ...s('KEBAPLAR', [['Adana Kebap', 340], ['Urfa Kebap', 340], ['İskender', 380], ['Beyti Sarma', 395]]),
      ...s('TATLILAR', [['Künefe', 180], ['Sütlaç', 110], ['Fıstıklı Baklava', 220]]),
      ...s('İÇECEKLER', [['Şıra 33 CL', 45], ['Çay', 20]]),
    ],
  },
  {
    id: 'es-restaurante', title: 'Casa Lucía', language: 'es', format: 'euro-after', layout: 'two-columns', font: "'DejaVu Sans', sans-serif",
    items: [
      ...s('ENTRANTES', [['Ensalada mixta', 8.5], ['Gazpacho andaluz', 6.9], ['Jamón ibérico', 19]]),
      ...s('PRINCIPALES', [['Paella valenciana', 17.5], ['Merluza en salsa verde', 18.9], ['Cochinillo asado', 24]]),
      ...s('POSTRES', [['Flan casero', 4.9], ['Arroz con leche', 5.2], ['Tarta de Santiago', 5.8]]),
    ],
  },
  {
    id: 'no-kafe', title: 'Bryggen Kafé', language: 'nb', format: 'krone', layout: 'spaced', font: "'Liberation Sans', sans-serif",
    items: [
      ...s('SMÅRETTER', [['Fiskesuppe', 165], ['Rekesmørbrød', 189], ['Laksetartar', 175]]),
      ...s('HOVEDRETTER', [['Fårikål', 295], ['Kjøttkaker med ertestuing', 245], ['Bacalao', 265]]),
    ],
  },
];
