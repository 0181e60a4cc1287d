// The held-out part of the corpus: never looked at while the reader is
// tuned (only its totals are printed), so its score is honest.
import { s, sized, type CorpusMenu } from './kinds';

const SERIF = "'DejaVu Serif', serif";
const SANS = "'DejaVu Sans', sans-serif";
const LSANS = "'Liberation Sans', sans-serif";
const LSERIF = "'Liberation Serif', serif";
const NARROW = "'Liberation Sans Narrow', sans-serif";
const CONDENSED = "'DejaVu Sans Condensed', sans-serif";
/** Chinese, Japanese and Korean (Debian's fonts-wqy-zenhei). */
const CJK = "'WenQuanYi Zen Hei', sans-serif";

export const heldOut: CorpusMenu[] = [
  {
    id: 'en-diner', title: 'Route 66 Diner', language: 'en', format: 'dollar', layout: 'leaders', font: SANS,
    items: [
      ...s('BREAKFAST', [['Pancake Stack', 8.99], ['Eggs Benedict', 11.5], ['Biscuits and Gravy', 9.25]]),
      ...s('BURGERS', [['Classic Cheeseburger', 12.99], ['Bacon Double Burger', 15.5], ['Veggie Burger', 11.75]]),
      ...s('SHAKES', [['Chocolate Shake', 5.5], ['Strawberry Shake', 5.5]]),
    ],
  },
  {
    id: 'fr-creperie', title: 'Crêperie Bretonne', language: 'fr', format: 'euro-after', layout: 'leaders', font: SERIF,
    items: [
      ...s('GALETTES', [['Galette complète', 9.8], ['Galette forestière', 11.5], ['Galette chèvre miel', 10.9]]),
      ...s('CRÊPES SUCRÉES', [['Crêpe beurre sucre', 4.5], ['Crêpe caramel beurre salé', 6.2], ['Crêpe Suzette', 8]]),
      ...s('BOISSONS', [['Cidre brut 25 cl', 4.8], ['Chocolat chaud', 4.2]]),
    ],
  },
  {
    id: 'tr-kebap', title: 'Adana Kebap Salonu', language: 'tr', format: 'lira-code', layout: 'centered', font: LSANS,
    items: [
      ...s('KEBAPLAR', [['Adana Kebap', 340], ['Urfa Kebap', 340], ['İskender', 380], ['Beyti Sarma', 395]]),
      ...s('TATLILAR', [['Künefe', 180], ['Sütlaç', 110], ['Fıstıklı Baklava', 220]]),
      ...s('İÇECEKLER', [['Şıra 33 CL', 45], ['Çay', 20]]),
    ],
  },
  {
    id: 'es-restaurante', title: 'Casa Lucía', language: 'es', format: 'euro-after', layout: 'two-columns', font: SANS,
    items: [
      ...s('ENTRANTES', [['Ensalada mixta', 8.5], ['Gazpacho andaluz', 6.9], ['Jamón ibérico', 19]]),
      ...s('PRINCIPALES', [['Paella valenciana', 17.5], ['Merluza en salsa verde', 18.9], ['Cochinillo asado', 24]]),
      ...s('POSTRES', [['Flan casero', 4.9], ['Arroz con leche', 5.2], ['Tarta de Santiago', 5.8]]),
    ],
  },
  {
    id: 'no-kafe', title: 'Bryggen Kafé', language: 'nb', format: 'krone', layout: 'spaced', font: LSANS,
    items: [
      ...s('SMÅRETTER', [['Fiskesuppe', 165], ['Rekesmørbrød', 189], ['Laksetartar', 175]]),
      ...s('HOVEDRETTER', [['Fårikål', 295], ['Kjøttkaker med ertestuing', 245], ['Bacalao', 265]]),
    ],
  },
  {
    id: 'it-osteria', title: "Osteria dell'Angolo", language: 'it', format: 'euro-after', layout: 'leaders', font: LSERIF, bold: true,
    items: [
      ...s('ANTIPASTI', [['Burrata con pomodorini', 11], ['Prosciutto e melone', 10.5]]),
      ...s('SECONDI', [['Saltimbocca alla romana', 18.5], ['Ossobuco con polenta', 22], ['Branzino al forno', 21.5]]),
      ...s('DOLCI', [['Tiramisù', 6.5], ['Panna cotta', 6], ['Cannoli siciliani', 7]]),
    ],
  },
  {
    id: 'pt-cafe', title: 'Café Central', language: 'pt', format: 'euro-before', layout: 'spaced', font: SANS,
    items: [
      ...s('SANDES', [['Tosta mista', 3.5, 'Fiambre e queijo'], ['Prego no pão', 5.5, 'Bife, alho e mostarda'], ['Bifana', 4]]),
      ...s('BEBIDAS', [['Galão', 1.6], ['Sumo de laranja natural', 3.2], ['Água 33 cl', 1.2]]),
    ],
  },
  {
    id: 'nl-brasserie', title: 'Brasserie Het Plein', language: 'nl', format: 'euro-after', layout: 'two-columns', font: LSANS,
    items: [
      ...s('LUNCH', [['Uitsmijter ham kaas', 9.5], ['Kroketten op brood', 8.75], ['Clubsandwich', 11.5]]),
      ...s('DINER', [['Kibbeling', 15.5], ['Schnitzel met friet', 19.75], ['Zalmfilet', 22.5]]),
      ...s('DESSERT', [['Poffertjes', 6.5], ['Stroopwafel ijs', 7.25]]),
    ],
  },
  {
    id: 'pl-restauracja', title: 'Restauracja Stary Młyn', language: 'pl', format: 'zloty', layout: 'leaders', font: SERIF,
    items: [
      ...s('PRZYSTAWKI', [['Tatar wołowy', 42], ['Śledź w oleju', 19.5]]),
      ...s('DANIA GŁÓWNE', [['Kaczka z jabłkami', 64], ['Golonka pieczona', 49.9], ['Placki ziemniaczane', 28]]),
      ...s('NAPOJE', [['Piwo 0,5 l', 14], ['Sok jabłkowy', 9.5]]),
    ],
  },
  {
    id: 'vi-com', title: 'Quán Cơm Nhà', language: 'vi', format: 'dong', layout: 'spaced', font: LSANS,
    items: [
      ...s('MÓN CHÍNH', [['Bún chả', 60000], ['Bánh xèo', 45000], ['Gỏi cuốn', 40000], ['Bún bò Huế', 65000]]),
      ...s('TRÁNG MIỆNG', [['Chè ba màu', 25000], ['Sinh tố bơ', 35000]]),
    ],
  },
  {
    id: 'de-imbiss', title: 'Imbiss Am Markt', language: 'de', format: 'euro-after', layout: 'spaced', font: CONDENSED,
    items: [
      ...sized('POMMES', 'Pommes frites', [['klein', 2.8], ['groß', 3.9]]),
      ...s('WURST', [['Currywurst', 4.5], ['Bratwurst im Brötchen', 3.9], ['Frikadelle', 3.5]]),
      ...s('GETRÄNKE', [['Apfelschorle 0,5 l', 3.2], ['Cola 0,33 l', 2.5]]),
    ],
  },
  {
    id: 'en-tandoor', title: 'Tandoor House', language: 'en', format: 'rupee', layout: 'price-first', font: NARROW,
    items: [
      ...s('STARTERS', [['Paneer Tikka', 340], ['Samosa Chaat', 180], ['Chicken Seekh Kebab', 420]]),
      ...s('MAINS', [['Palak Paneer', 360], ['Rogan Josh', 520], ['Mutton Biryani', 1150]]),
      ...s('DESSERTS', [['Gulab Jamun', 140]]),
    ],
  },
  {
    id: 'tr-pide', title: 'Karadeniz Pide Salonu', language: 'tr', format: 'lira-sign', layout: 'three-columns', font: SERIF, bold: true,
    items: [
      ...s('PİDELER', [['Kıymalı Pide', 220], ['Kaşarlı Pide', 200], ['Kuşbaşılı Pide', 260]]),
      ...s('LAHMACUN', [['Lahmacun', 90], ['Acılı Lahmacun', 95]]),
      ...s('İÇECEKLER', [['Ayran 25 CL', 30], ['Şıra', 45], ['Kola 33 CL', 50]]),
    ],
  },
  {
    id: 'br-lanchonete', title: 'Lanchonete Boa Praça', language: 'pt', format: 'real', layout: 'centered', font: LSANS, headings: 'large',
    items: [
      ...s('Lanches', [['X-Burger', 22.9], ['X-Salada', 24.9], ['Misto quente', 12.5]]),
      ...s('Pastéis', [['Pastel de carne', 9], ['Pastel de queijo', 8.5]]),
      ...sized('Sucos', 'Suco de laranja', [['300 ml', 9], ['500 ml', 13]]),
    ],
  },
  {
    id: 'zh-jiaoziguan', title: '东北饺子馆', language: 'zh', format: 'yuan', layout: 'two-columns', font: CJK,
    items: [
      ...s('饺子', [['猪肉白菜水饺', 30], ['韭菜鸡蛋水饺', 26], ['三鲜水饺', 36]]),
      ...s('凉菜', [['拍黄瓜', 14], ['皮蛋豆腐', 16]]),
      ...s('热菜', [['锅包肉', 48], ['地三鲜', 32], ['酸菜炖粉条', 38]]),
    ],
  },
  {
    id: 'ja-torikichi', title: '鳥よし', language: 'ja', format: 'yen-after', layout: 'spaced', font: CJK,
    items: [
      ...s('焼き鳥', [['ねぎま', 180], ['つくね', 200], ['皮', 160]]),
      ...s('一品', [['枝豆', 380], ['冷奴', 350], ['だし巻き卵', 480]]),
      ...s('飲み物', [['ハイボール', 450], ['日本酒', 600]]),
    ],
  },
];
