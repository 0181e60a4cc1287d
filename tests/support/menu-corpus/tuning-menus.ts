// The tuning part of the corpus: these menus' readings may be looked at
// while the reader is improved.
import { s, sized, type CorpusMenu } from './kinds';

const SERIF = "'DejaVu Serif', serif";
const SANS = "'DejaVu Sans', sans-serif";
const LSANS = "'Liberation Sans', sans-serif";
const LSERIF = "'Liberation Serif', serif";
const NARROW = "'Liberation Sans Narrow', sans-serif";
const CONDENSED = "'DejaVu Sans Condensed', sans-serif";
const MONO = "'DejaVu Sans Mono', monospace";
/** Chinese, Japanese and Korean (Debian's fonts-wqy-zenhei). */
const CJK = "'WenQuanYi Zen Hei', sans-serif";

export const tuning: CorpusMenu[] = [
  {
    id: 'en-bistro', title: 'The Corner Bistro', language: 'en', format: 'plain', layout: 'leaders', font: SERIF,
    items: [
      ...s('STARTERS', [['French Onion Soup', 7], ['Escargots Bourguignonne', 11.5], ['Chicken Liver Pate', 8.75]]),
      ...s('MAINS', [['Steak Frites', 24], ['Roast Chicken', 18.5], ['Mushroom Risotto', 16.25]]),
      ...s('DESSERTS', [['Creme Brulee', 7.5], ['Lemon Tart', 6.75]]),
    ],
  },
  {
    id: 'fr-brasserie', title: 'Brasserie du Marché', language: 'fr', format: 'euro-after', layout: 'spaced', font: SANS,
    items: [
      ...s('ENTRÉES', [['Salade niçoise', 9.5], ['Œufs mayonnaise', 6], ['Terrine de campagne', 8.2]]),
      ...s('PLATS', [['Bœuf bourguignon', 19.9], ['Confit de canard', 21], ['Poisson du jour', 18.5]]),
      ...s('DESSERTS', [['Tarte Tatin', 7.8], ['Île flottante', 6.5]]),
    ],
  },
  {
    id: 'tr-lokanta', title: 'Ege Lokantası', language: 'tr', format: 'lira-sign', layout: 'spaced', font: SANS,
    items: [
      ...s('ÇORBALAR', [['Mercimek Çorbası', 85], ['Ezogelin Çorbası', 90], ['İşkembe Çorbası', 120]]),
      ...s('ANA YEMEKLER', [['Karışık Izgara', 420], ['Tavuk Şiş', 260], ['Patlıcan Kebabı', 310]]),
      ...s('İÇECEKLER', [['Ayran 30 CL', 35], ['Türk Kahvesi', 60], ['Şalgam Suyu', 40]]),
    ],
  },
  {
    id: 'es-tapas', title: 'Bar La Plaza', language: 'es', format: 'euro-before', layout: 'two-columns', font: LSANS,
    items: [
      ...s('TAPAS', [['Patatas bravas', 5.5], ['Croquetas de jamón', 7], ['Pimientos de Padrón', 6.5], ['Tortilla española', 6]]),
      ...s('RACIONES', [['Pulpo a la gallega', 16], ['Calamares fritos', 12.5], ['Gambas al ajillo', 14]]),
      ...s('BEBIDAS', [['Caña', 2.5], ['Vino de la casa', 3.5], ['Sangría', 4.5]]),
    ],
  },
  {
    id: 'de-gasthaus', title: 'Gasthaus zum Löwen', language: 'de', format: 'chf', layout: 'leaders', font: LSERIF,
    items: [
      ...s('VORSPEISEN', [['Gerstensuppe', 9.5], ['Nüsslisalat mit Ei', 12]]),
      ...s('HAUPTGERICHTE', [['Zürcher Geschnetzeltes', 36], ['Käsespätzle', 24.5], ['Rindsbratwurst mit Rösti', 26]]),
      ...s('DESSERTS', [['Apfelstrudel', 11], ['Meringue mit Rahm', 10.5]]),
    ],
  },
  {
    id: 'en-pub', title: 'The Red Lion', language: 'en', format: 'pound', layout: 'centered', font: LSANS,
    items: [
      ...s('PUB CLASSICS', [['Fish and Chips', 15.95], ['Bangers and Mash', 13.5], ['Steak and Ale Pie', 14.75], ['Ploughmans Lunch', 11]]),
      ...s('SIDES', [['Chunky Chips', 4], ['Onion Rings', 4.5]]),
    ],
  },
  {
    id: 'it-trattoria', title: 'Trattoria da Gino', language: 'it', format: 'euro-after', layout: 'leaders', font: SERIF, bold: true,
    items: [
      ...s('ANTIPASTI', [['Bruschetta al pomodoro', 6.5], ['Carpaccio di manzo', 12], ['Vitello tonnato', 11.5]]),
      ...s('PRIMI', [['Spaghetti alle vongole', 14.5], ['Tagliatelle al ragù', 12.9], ['Risotto ai funghi porcini', 15]]),
      ...s('BEVANDE', [['Acqua naturale 50 cl', 2.5], ['Vino rosso della casa', 5]]),
    ],
  },
  {
    id: 'pt-tasca', title: 'Tasca do Bairro', language: 'pt', format: 'euro-after', layout: 'spaced', font: LSERIF,
    items: [
      ...s('PETISCOS', [['Pastéis de bacalhau', 6.5, 'Seis unidades, com salada'], ['Amêijoas à Bulhão Pato', 13.5, 'Alho, coentros e limão'], ['Pica-pau', 11]]),
      ...s('PRATOS', [['Bacalhau à Brás', 15.5, 'Batata palha, ovo e azeitonas'], ['Polvo à lagareiro', 19], ['Arroz de pato', 14]]),
      ...s('SOBREMESAS', [['Pastel de nata', 1.8], ['Arroz doce', 4.5]]),
    ],
  },
  {
    id: 'br-churrascaria', title: 'Churrascaria Gaúcha', language: 'pt', format: 'real', layout: 'two-columns', font: NARROW,
    items: [
      ...s('CARNES', [['Picanha na brasa', 89.9], ['Fraldinha', 72.5], ['Costela de boi', 68], ['Linguiça toscana', 39.9]]),
      ...s('ACOMPANHAMENTOS', [['Farofa', 12], ['Pão de queijo', 18.5], ['Mandioca frita', 22]]),
      ...s('BEBIDAS', [['Guaraná 350 ml', 7.5], ['Caipirinha', 24]]),
    ],
  },
  {
    id: 'nl-eetcafe', title: 'Eetcafé De Brug', language: 'nl', format: 'euro-before', layout: 'leaders', font: CONDENSED,
    items: [
      ...s('VOORGERECHTEN', [['Tomatensoep', 6.5], ['Carpaccio', 11.75], ['Bitterballen', 7.5]]),
      ...s('HOOFDGERECHTEN', [['Saté van de haas', 19.5], ['Vispotje', 21], ['Stamppot boerenkool', 16.5]]),
      ...s('NAGERECHTEN', [['Appeltaart met slagroom', 5.25], ['Dame blanche', 7]]),
    ],
  },
  {
    id: 'pl-bar', title: 'Bar Mleczny Pod Lipą', language: 'pl', format: 'zloty', layout: 'spaced', font: SANS,
    items: [
      ...s('ZUPY', [['Żurek z jajkiem', 14.5], ['Barszcz czerwony', 11], ['Pomidorowa z ryżem', 10.5]]),
      ...s('DANIA GŁÓWNE', [['Pierogi ruskie', 18], ['Kotlet schabowy', 29.9], ['Gołąbki w sosie', 24.5]]),
      ...s('NAPOJE', [['Kompot 0,3 l', 6], ['Herbata', 5.5]]),
    ],
  },
  {
    id: 'vi-pho', title: 'Phở Hà Nội', language: 'vi', format: 'dong', layout: 'centered', font: SANS,
    items: [
      ...s('PHỞ', [['Phở bò tái', 65000], ['Phở gà', 55000], ['Phở bò viên', 60000]]),
      ...s('CƠM', [['Cơm tấm sườn', 55000], ['Cơm gà xối mỡ', 50000]]),
      ...s('ĐỒ UỐNG', [['Cà phê sữa đá', 25000], ['Trà đá', 5000]]),
    ],
  },
  {
    id: 'tr-meyhane', title: 'Kumkapı Meyhanesi', language: 'tr', format: 'lira-code', layout: 'three-columns', font: LSANS,
    items: [
      ...s('SOĞUK MEZELER', [['Haydari', 120], ['Atom', 130], ['Fava', 110]]),
      ...s('ARA SICAKLAR', [['Kalamar Tava', 320], ['Paçanga Böreği', 240], ['Midye Tava', 280]]),
      ...s('İÇECEKLER', [['Rakı 35 CL', 950], ['Bira 50 CL', 180], ['Şalgam', 60]]),
    ],
  },
  {
    id: 'en-pizza', title: "Tony's Pizza", language: 'en', format: 'dollar', layout: 'spaced', font: LSANS, headings: 'large',
    items: [
      ...sized('Pizzas', 'Margherita', [['S', 11], ['L', 16.5]]),
      ...sized('Pizzas', 'Pepperoni', [['S', 12.5], ['L', 18]]),
      ...sized('Pizzas', 'Hawaiian', [['S', 12.5], ['L', 18]]),
      ...s('Sides', [['Garlic Knots', 6.5], ['Buffalo Wings', 12.99], ['Caesar Salad', 9.5]]),
      ...s('Drinks', [['Soda 20 oz', 2.75], ['Iced Tea', 2.5]]),
    ],
  },
  {
    id: 'en-curry', title: 'Spice Route', language: 'en', format: 'rupee', layout: 'spaced', font: SERIF,
    items: [
      ...sized('CURRIES', 'Dal Makhani', [['Half', 220], ['Full', 380]]),
      ...sized('CURRIES', 'Butter Chicken', [['Half', 320], ['Full', 560]]),
      ...s('BREADS', [['Butter Naan', 60], ['Garlic Naan', 80], ['Tandoori Roti', 40]]),
      ...s('RICE', [['Jeera Rice', 180], ['Chicken Biryani', 1250]]),
    ],
  },
  {
    id: 'en-izakaya', title: 'Izakaya Tomo', language: 'en', format: 'yen', layout: 'price-first', font: SANS,
    items: [
      ...s('SMALL PLATES', [['Edamame', 480], ['Agedashi Tofu', 680], ['Karaage', 880]]),
      ...s('GRILL', [['Yakitori Moriawase', 1480], ['Grilled Mackerel', 1200], ['Beef Tongue', 1650]]),
      ...s('DRINKS', [['Draft Beer', 650], ['Highball', 550]]),
    ],
  },
  {
    id: 'de-biergarten', title: 'Biergarten am See', language: 'de', format: 'euro-after', layout: 'spaced', font: LSANS,
    items: [
      ...sized('BIER', 'Helles', [['0,3 l', 3.9], ['0,5 l', 5.2]]),
      ...sized('BIER', 'Weißbier', [['0,3 l', 4.1], ['0,5 l', 5.6]]),
      ...s('BROTZEIT', [['Obazda mit Brezn', 8.9], ['Wurstsalat', 9.5], ['Halbes Hendl', 14.9]]),
      ...s('SÜSSES', [['Kaiserschmarrn', 9.8]]),
    ],
  },
  {
    id: 'fr-cafe', title: 'Café des Arts', language: 'fr', format: 'euro-after', layout: 'price-first', font: NARROW,
    items: [
      ...s('PETIT DÉJEUNER', [['Croissant', 1.6], ['Tartine beurre confiture', 3.5], ['Omelette nature', 7.5]]),
      ...s('BOISSONS CHAUDES', [['Café crème', 3.2], ['Chocolat viennois', 4.8], ['Thé vert', 3.5]]),
      ...s('SALADES', [['Salade de chèvre chaud', 13.5]]),
    ],
  },
  {
    id: 'es-pintxos', title: 'Pintxos Donostia', language: 'es', format: 'euro-after', layout: 'three-columns', font: SERIF, bold: true,
    items: [
      ...s('PINTXOS', [['Gilda', 2.5], ['Txangurro', 4.2], ['Bacalao al pilpil', 4.5]]),
      ...s('CALIENTES', [['Foie a la plancha', 6.5], ['Carrillera', 5.8], ['Hongos', 4.9]]),
      ...s('BEBIDAS', [['Txakoli', 3], ['Sidra', 2.8], ['Zurito', 1.9]]),
    ],
  },
  {
    id: 'en-steakhouse', title: 'Prime Cut', language: 'en', format: 'plain', layout: 'spaced', font: LSERIF, headings: 'large',
    items: [
      ...s('Steaks', [['Ribeye 16 oz', 48, 'Dry aged, bone in'], ['Filet Mignon 8 oz', 52, 'Center cut tenderloin'], ['New York Strip', 44]]),
      ...s('Sides', [['Creamed Spinach', 11, 'Parmesan and nutmeg'], ['Mac and Cheese', 12], ['Truffle Fries', 13]]),
      ...s('Desserts', [['Cheesecake', 12.5], ['Key Lime Pie', 11.5]]),
    ],
  },
  {
    id: 'ch-fondue', title: 'Chalet Edelweiss', language: 'fr', format: 'chf', layout: 'spaced', font: SANS, headings: 'large',
    items: [
      ...s('Fondues', [['Fondue moitié-moitié', 29.5], ['Fondue aux bolets', 33], ['Fondue vacherin', 31.5]]),
      ...s('Raclette', [['Raclette à discrétion', 36], ['Assiette valaisanne', 24.5]]),
      ...s('Desserts', [['Meringues double crème', 12.5], ['Sorbet abricot', 9]]),
    ],
  },
  {
    id: 'sv-krog', title: 'Kvarterskrogen', language: 'sv', format: 'krone', layout: 'leaders', font: LSANS,
    items: [
      ...s('FÖRRÄTTER', [['Toast Skagen', 145], ['Gravad lax', 135], ['Västerbottenpaj', 125]]),
      ...s('VARMRÄTTER', [['Köttbullar med lingon', 195], ['Pytt i panna', 175], ['Raggmunk med fläsk', 185]]),
      ...s('EFTERRÄTTER', [['Kladdkaka', 95]]),
    ],
  },
  {
    id: 'en-cafe', title: 'Bean There', language: 'en', format: 'pound', layout: 'spaced', font: MONO,
    items: [
      ...sized('COFFEE', 'Latte', [['Reg', 3.2], ['Lrg', 3.8]]),
      ...sized('COFFEE', 'Flat White', [['Reg', 3.1], ['Lrg', 3.6]]),
      ...sized('COFFEE', 'Americano', [['Reg', 2.6], ['Lrg', 3]]),
      ...s('FOOD', [['Banana Bread', 3.25], ['Cheese Toastie', 5.5], ['Avocado Toast', 7.95]]),
    ],
  },
  {
    id: 'it-pizzeria', title: 'Pizzeria Vesuvio', language: 'it', format: 'euro-after', layout: 'two-columns', font: LSANS,
    items: [
      ...s('PIZZE ROSSE', [['Margherita', 7, 'Pomodoro, fior di latte, basilico'], ['Diavola', 9, 'Salame piccante'], ['Capricciosa', 10.5, 'Prosciutto, funghi, carciofi']]),
      ...s('PIZZE BIANCHE', [['Quattro formaggi', 10], ['Boscaiola', 10.5, 'Salsiccia e funghi']]),
      ...s('BIBITE', [['Birra 33 cl', 4], ['Coca-Cola 33 cl', 3]]),
    ],
  },
  {
    id: 'tr-kahvalti', title: 'Karadeniz Kahvaltı Evi', language: 'tr', format: 'lira-sign-before', layout: 'leaders', font: SERIF, bold: true,
    items: [
      ...s('KAHVALTI', [['Serpme Kahvaltı', 650], ['Menemen', 180], ['Sucuklu Yumurta', 210]]),
      ...s('HAMUR İŞLERİ', [['Kuymak', 240], ['Pişi', 90], ['Gözleme', 150]]),
      ...s('SICAK İÇECEKLER', [['Demli Çay', 25], ['Türk Kahvesi', 75]]),
    ],
  },
  {
    id: 'pt-marisqueira', title: 'Marisqueira do Porto', language: 'pt', format: 'euro-after', layout: 'centered', font: LSERIF, headings: 'large',
    items: [
      ...s('Mariscos', [['Gambas ao alho', 16.5], ['Sapateira recheada', 28], ['Ameijoas', 14.5]]),
      ...s('Peixes', [['Dourada grelhada', 18], ['Robalo', 21.5]]),
      ...s('Vinhos', [['Vinho verde', 4.5], ['Alvarinho', 6]]),
    ],
  },
  {
    id: 'pl-pierogarnia', title: 'Pierogarnia u Zosi', language: 'pl', format: 'zloty', layout: 'two-columns', font: LSERIF,
    items: [
      ...s('PIEROGI', [['Pierogi z mięsem', 26, '10 sztuk, cebulka'], ['Pierogi ze szpinakiem', 24], ['Pierogi z jagodami', 25, 'Ze śmietaną i cukrem']]),
      ...s('ZUPY', [['Rosół z makaronem', 15], ['Kwaśnica', 17.5]]),
      ...s('DESERY', [['Sernik', 14], ['Szarlotka', 13.5]]),
    ],
  },
  {
    id: 'nl-snackbar', title: 'Snackbar Het Hoekje', language: 'nl', format: 'comma', layout: 'spaced', font: NARROW,
    items: [
      ...sized('FRIET', 'Friet', [['klein', 2.9], ['groot', 3.8]]),
      ...s('SNACKS', [['Frikandel', 2.6], ['Kroket', 2.8], ['Kaassoufflé', 2.7], ['Bamischijf', 2.9]]),
      ...s('DRANKEN', [['Cola 0,5 l', 3.2], ['Chocomel', 2.95]]),
    ],
  },
  {
    id: 'zh-mianguan', title: '老北京面馆', language: 'zh', format: 'yuan', layout: 'spaced', font: CJK,
    items: [
      ...s('面食', [['炸酱面', 28], ['牛肉拉面', 32], ['担担面', 26]]),
      ...s('小吃', [['煎饺', 18], ['凉拌黄瓜', 12], ['红油抄手', 22]]),
      ...s('饮品', [['酸梅汤', 8], ['豆浆', 5]]),
    ],
  },
  {
    id: 'tw-chaguan', title: '春水茶館', language: 'zh-Hant', format: 'nt-dollar', layout: 'two-columns', font: CJK,
    items: [
      ...s('飯類', [['滷肉飯', 45], ['雞肉飯', 50], ['排骨便當', 110]]),
      ...s('麵類', [['牛肉麵', 180], ['擔仔麵', 65]]),
      ...s('飲料', [['珍珠奶茶', 60], ['凍頂烏龍茶', 80], ['冬瓜茶', 35]]),
    ],
  },
  {
    id: 'ja-shokudo', title: 'まるや食堂', language: 'ja', format: 'yen-after', layout: 'leaders', font: CJK,
    items: [
      ...s('定食', [['焼き魚定食', 980], ['唐揚げ定食', 880], ['生姜焼き定食', 920]]),
      ...s('麺類', [['醤油ラーメン', 780], ['きつねうどん', 650]]),
      ...s('飲み物', [['緑茶', 200], ['生ビール', 550]]),
    ],
  },
  {
    id: 'ko-sikdang', title: '한강 식당', language: 'ko', format: 'won', layout: 'centered', font: CJK,
    items: [
      ...s('식사', [['김치찌개', 9000], ['된장찌개', 8500], ['비빔밥', 10000], ['불고기', 15000]]),
      ...s('분식', [['떡볶이', 5000], ['김밥', 4000]]),
      ...s('음료', [['식혜', 3000], ['소주', 5000]]),
    ],
  },
  {
    id: 'zh-chuancai', title: '蜀香川菜馆', language: 'zh', format: 'yen', layout: 'two-columns', font: CJK, headings: 'large',
    items: [
      ...s('热菜', [['宫保鸡丁', 42], ['麻婆豆腐', 28], ['水煮牛肉', 58], ['回锅肉', 46]]),
      ...s('主食', [['蛋炒饭', 18], ['米饭', 3]]),
      ...s('汤', [['酸辣汤', 22], ['西红柿蛋汤', 16]]),
    ],
  },
  {
    id: 'ja-izakaya', title: '居酒屋 たぬき', language: 'ja', format: 'yen', layout: 'spaced', font: CJK, bold: true,
    items: [
      ...s('焼き物', [['焼き鳥盛り合わせ', 1200], ['ねぎま', 280], ['つくね', 300]]),
      ...s('揚げ物', [['からあげ', 580], ['たこ焼き', 480]]),
      ...s('お酒', [['日本酒', 650], ['ハイボール', 450], ['梅酒', 500]]),
    ],
  },
  {
    id: 'hk-chachaanteng', title: '金華冰室', language: 'zh-Hant', format: 'hk-dollar', layout: 'leaders', font: CJK,
    items: [
      ...s('小食', [['菠蘿油', 14], ['蛋撻', 9.5], ['西多士', 28]]),
      ...s('飯麵', [['餐蛋麵', 38], ['叉燒飯', 52], ['乾炒牛河', 68]]),
      ...s('飲品', [['港式奶茶', 22], ['凍檸茶', 24.5]]),
    ],
  },
  {
    id: 'ko-bunsik', title: '엄마손 분식', language: 'ko', format: 'won', layout: 'two-columns', font: CJK, headings: 'caps',
    items: [
      ...s('분식', [['라볶이', 6000], ['순대', 5500], ['튀김', 4500], ['어묵', 3000]]),
      ...s('식사', [['제육덮밥', 9500], ['돈까스', 10000]]),
      ...s('음료', [['콜라', 2000], ['사이다', 2000]]),
    ],
  },
];
