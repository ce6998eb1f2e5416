// The sandbox's demo properties: English and Russian texts, figures, the state each one ends in, and the
// illustrations shipped in scripts/demo/images/. `scripts/demo/seed.ts` creates them through the real flow.

/** What the seed does to a property after creating it. */
export type DemoState =
  | 'active'
  | 'sell-disabled'
  | 'delisted-with-refunds'
  | 'delisted-without-refunds'
  | 'insufficient-liquidity';

export interface DemoProperty {
  name: string;
  nameRu: string;
  description: string;
  descriptionRu: string;
  address: string;
  addressRu: string;
  totalM2: number;
  /** USDT per whole M2 (whole units; the seed scales by the stablecoin's decimals). */
  pricePerM2: number;
  lockDays: number;
  apyPercent: number;
  state: DemoState;
  /** File names in scripts/demo/images: the first is the main image, the rest the gallery. */
  images: string[];
  palette: Palette;
}

/** Colours of a property's rendered illustrations (scripts/demo/render-images.ts). */
export interface Palette {
  skyTop: string;
  skyBottom: string;
  ground: string;
  walls: string[];
  window: string;
  lit: string;
}

export const demoProperties: DemoProperty[] = [
  {
    name: 'Riverside Lofts',
    nameRu: 'Лофты у реки',
    description:
      'Converted warehouse lofts on the Tagus embankment: 24 units with high ceilings, long-term tenants and a rooftop terrace.',
    descriptionRu:
      'Лофты в бывшем складе на набережной Тежу: 24 квартиры с высокими потолками, долгосрочные арендаторы и терраса на крыше.',
    address: 'Rua da Cintura do Porto 18, Lisbon, Portugal',
    addressRu: 'Руа-да-Синтура-ду-Порту, 18, Лиссабон, Португалия',
    totalM2: 1800,
    pricePerM2: 4200,
    lockDays: 30,
    apyPercent: 7.5,
    state: 'active',
    images: ['riverside-lofts-1.jpg', 'riverside-lofts-2.jpg', 'riverside-lofts-3.jpg'],
    palette: {
      skyTop: '#7fb3e6',
      skyBottom: '#dcecf7',
      ground: '#8c9aa6',
      walls: ['#b5643c', '#c97b4f', '#9c5233'],
      window: '#2e4a62',
      lit: '#ffd98a',
    },
  },
  {
    name: 'Marina Heights',
    nameRu: 'Марина Хайтс',
    description:
      'Serviced apartments two minutes from the marina promenade, managed by an international hotel operator.',
    descriptionRu:
      'Апартаменты с гостиничным сервисом в двух минутах от набережной марины под управлением международного оператора.',
    address: 'Al Marsa Street 7, Dubai Marina, UAE',
    addressRu: 'ул. Аль-Марса, 7, Дубай Марина, ОАЭ',
    totalM2: 2400,
    pricePerM2: 5600,
    lockDays: 60,
    apyPercent: 8.2,
    state: 'active',
    images: ['marina-heights-1.jpg', 'marina-heights-2.jpg', 'marina-heights-3.jpg'],
    palette: {
      skyTop: '#f0a35e',
      skyBottom: '#fde3c2',
      ground: '#b9a27c',
      walls: ['#d9d4c7', '#c2ccd6', '#aab7c4'],
      window: '#37566e',
      lit: '#fff0b3',
    },
  },
  {
    name: 'Old Town Residence',
    nameRu: 'Резиденция в Старом городе',
    description:
      'A restored 19th-century merchant house inside the medieval walls, let as eight boutique apartments.',
    descriptionRu:
      'Отреставрированный купеческий дом XIX века внутри средневековых стен: восемь бутиковых апартаментов в аренду.',
    address: 'Pikk 41, Tallinn, Estonia',
    addressRu: 'ул. Пикк, 41, Таллин, Эстония',
    totalM2: 640,
    pricePerM2: 3900,
    lockDays: 90,
    apyPercent: 6.4,
    state: 'sell-disabled',
    images: ['old-town-residence-1.jpg', 'old-town-residence-2.jpg', 'old-town-residence-3.jpg'],
    palette: {
      skyTop: '#9fb7cf',
      skyBottom: '#e9eef3',
      ground: '#7d756b',
      walls: ['#e3c58f', '#d7a86e', '#e8d7b5'],
      window: '#3b3f46',
      lit: '#ffe3a1',
    },
  },
  {
    name: 'Garden Villas',
    nameRu: 'Садовые виллы',
    description:
      'Six detached villas with private gardens and pools, rented seasonally through a local agency.',
    descriptionRu: 'Шесть отдельных вилл с садами и бассейнами, сезонная аренда через местное агентство.',
    address: 'Agiou Tychona 12, Limassol, Cyprus',
    addressRu: 'ул. Агиу Тихона, 12, Лимасол, Кипр',
    totalM2: 1200,
    pricePerM2: 3100,
    lockDays: 30,
    apyPercent: 9.1,
    state: 'insufficient-liquidity',
    images: ['garden-villas-1.jpg', 'garden-villas-2.jpg', 'garden-villas-3.jpg'],
    palette: {
      skyTop: '#5fa8e0',
      skyBottom: '#cfe8f8',
      ground: '#6f9a54',
      walls: ['#f2efe6', '#eadfc9', '#f7f3ea'],
      window: '#3d6b85',
      lit: '#fce8a6',
    },
  },
  {
    name: 'Harbour Offices',
    nameRu: 'Офисы в гавани',
    description: 'Grade-A office floors facing the port, fully let to a logistics group on a ten-year lease.',
    descriptionRu:
      'Офисные этажи класса А с видом на порт, полностью сданы логистической группе на десять лет.',
    address: 'Baratashvili Street 3, Batumi, Georgia',
    addressRu: 'ул. Бараташвили, 3, Батуми, Грузия',
    totalM2: 3000,
    pricePerM2: 2100,
    lockDays: 14,
    apyPercent: 10.3,
    state: 'active',
    images: ['harbour-offices-1.jpg', 'harbour-offices-2.jpg', 'harbour-offices-3.jpg'],
    palette: {
      skyTop: '#6d8fb5',
      skyBottom: '#d4dde8',
      ground: '#5b6670',
      walls: ['#7c8fa3', '#93a4b5', '#66798d'],
      window: '#1f3347',
      lit: '#bfe3ff',
    },
  },
  {
    name: 'Alpine Chalet',
    nameRu: 'Альпийское шале',
    description:
      'A twelve-room ski chalet next to the Nordkette cable car, booked through the winter season.',
    descriptionRu:
      'Шале на двенадцать номеров рядом с канатной дорогой Нордкетте, забронировано на зимний сезон.',
    address: 'Hungerburgweg 9, Innsbruck, Austria',
    addressRu: 'Хунгербургвег, 9, Инсбрук, Австрия',
    totalM2: 520,
    pricePerM2: 6800,
    lockDays: 180,
    apyPercent: 5.8,
    state: 'active',
    images: ['alpine-chalet-1.jpg', 'alpine-chalet-2.jpg', 'alpine-chalet-3.jpg'],
    palette: {
      skyTop: '#4c7fbf',
      skyBottom: '#e6eff8',
      ground: '#f4f6f8',
      walls: ['#8a5a3b', '#a0704c', '#6e4630'],
      window: '#2c2c34',
      lit: '#ffcf7a',
    },
  },
  {
    name: 'Canal House',
    nameRu: 'Дом на канале',
    description:
      'A narrow 17th-century canal house split into three apartments; the sale to a single buyer closed.',
    descriptionRu: 'Узкий дом XVII века на канале, разделённый на три квартиры; продан единому покупателю.',
    address: 'Herengracht 214, Amsterdam, Netherlands',
    addressRu: 'Херенграхт, 214, Амстердам, Нидерланды',
    totalM2: 360,
    pricePerM2: 8900,
    lockDays: 30,
    apyPercent: 4.9,
    state: 'delisted-with-refunds',
    images: ['canal-house-1.jpg', 'canal-house-2.jpg', 'canal-house-3.jpg'],
    palette: {
      skyTop: '#8aa1b8',
      skyBottom: '#e2e7ec',
      ground: '#3f5566',
      walls: ['#6b3a2e', '#3e2b25', '#7d4a36'],
      window: '#e8e8e8',
      lit: '#fff4c4',
    },
  },
  {
    name: 'Sunset Apartments',
    nameRu: 'Апартаменты «Закат»',
    description: 'A beach-side apartment block whose development was cancelled before completion.',
    descriptionRu: 'Жилой комплекс у пляжа, строительство которого остановлено до завершения.',
    address: 'Rat-U-Thit Road 88, Patong, Phuket, Thailand',
    addressRu: 'ул. Рат-У-Тхит, 88, Патонг, Пхукет, Таиланд',
    totalM2: 900,
    pricePerM2: 2600,
    lockDays: 30,
    apyPercent: 11.0,
    state: 'delisted-without-refunds',
    images: ['sunset-apartments-1.jpg', 'sunset-apartments-2.jpg', 'sunset-apartments-3.jpg'],
    palette: {
      skyTop: '#e56b4e',
      skyBottom: '#ffd3a5',
      ground: '#e8cf98',
      walls: ['#f6e7d4', '#f0d2b0', '#fff4e4'],
      window: '#6b4c5e',
      lit: '#ffe08a',
    },
  },
  {
    name: 'Neva Business Centre',
    nameRu: 'Бизнес-центр «Нева»',
    description: 'Office and retail space on the Neva embankment with a long-standing anchor tenant.',
    descriptionRu: 'Офисные и торговые площади на набережной Невы с давним якорным арендатором.',
    address: 'Sverdlovskaya Embankment 44, Saint Petersburg, Russia',
    addressRu: 'Свердловская наб., 44, Санкт-Петербург, Россия',
    totalM2: 2000,
    pricePerM2: 2900,
    lockDays: 45,
    apyPercent: 7.9,
    state: 'active',
    images: ['neva-business-centre-1.jpg', 'neva-business-centre-2.jpg', 'neva-business-centre-3.jpg'],
    palette: {
      skyTop: '#8fa7c4',
      skyBottom: '#e4e9f0',
      ground: '#58636d',
      walls: ['#c9b79c', '#b8a182', '#d8c9b1'],
      window: '#2a3a4a',
      lit: '#ffe7a8',
    },
  },
];
