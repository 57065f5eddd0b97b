// Demo names, companies, airlines and jobs: realistic Italian and French data for the seed.
export const FIRST_NAMES_IT = [
  'Giulia',
  'Marco',
  'Francesca',
  'Luca',
  'Chiara',
  'Alessandro',
  'Sara',
  'Matteo',
  'Elena',
  'Davide',
  'Martina',
  'Lorenzo',
  'Valentina',
  'Simone',
  'Federica',
  'Andrea',
];
export const LAST_NAMES_IT = [
  'Rossi',
  'Bianchi',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Mancini',
  'Costa',
  'Giordano',
  'Rizzo',
  'Lombardi',
];
export const FIRST_NAMES_FR = [
  'Camille',
  'Louis',
  'Chloé',
  'Hugo',
  'Léa',
  'Gabriel',
  'Manon',
  'Arthur',
  'Inès',
  'Jules',
];
export const LAST_NAMES_FR = [
  'Martin',
  'Bernard',
  'Dubois',
  'Durand',
  'Lefebvre',
  'Moreau',
  'Laurent',
  'Simon',
  'Michel',
  'Garnier',
];

export const COMPANY_NAMES_IT = [
  'Rossi Consulting S.r.l.',
  'Lombarda Eventi S.p.A.',
  'Studio Legale Ferri',
  'Tessiture Comasche S.r.l.',
  'Adriatica Shipping S.p.A.',
  'Vini del Chianti S.r.l.',
  'Meccanica Torinese S.p.A.',
  'Moda Milano S.r.l.',
  'Gruppo Alberghiero Laguna',
  'Farmaceutici Partenopei S.p.A.',
  'Bologna Fiere Servizi S.r.l.',
  'Edilizia Romana S.r.l.',
  'Ottica Veneta S.n.c.',
  'Software Insubria S.r.l.',
];
export const COMPANY_NAMES_FR = [
  'Maison Lefèvre SAS',
  'Riviera Conseil SARL',
  'Lyon Industries SA',
  'Provence Voyages SAS',
  'Atelier Parisien SARL',
  'Groupe Méditerranée SA',
];

export const JOBS = [
  'Interprete - Studio Traduzioni',
  'Hostess - Fiera Milano',
  'Accompagnatrice turistica - Viaggi Italia',
  'Autista - NCC Roma',
  'Guida - Musei Civici',
  'Assistente di volo - Alitalia',
  'Concierge - Hôtel Lutetia',
  'Chauffeur - VTC Paris',
];
export const HOBBIES = [
  'fotografia',
  'vela',
  'cucina',
  'teatro',
  'trekking',
  'arte contemporanea',
  'tennis',
  'jazz',
];
export const TITLES = [
  'CEO',
  'CFO',
  'Direttore commerciale',
  'Head of Sales',
  'Responsabile acquisti',
  'Directeur général',
  'Ospite',
  'Partner',
];
export const AIRLINES = ['ITA Airways', 'Air France', 'Lufthansa', 'easyJet', 'Ryanair', 'British Airways'];
export const RAIL = ['Trenitalia', 'Italo', 'SNCF', 'TGV Lyria'];
export const VEHICLE_MODELS = [
  { vehicleType: 'carType1', brand: 'Fiat', model: '500' },
  { vehicleType: 'carType2', brand: 'Volkswagen', model: 'Golf' },
  { vehicleType: 'carType3', brand: 'Mercedes-Benz', model: 'Classe E' },
  { vehicleType: 'moto', brand: 'Piaggio', model: 'Vespa GTS' },
  { vehicleType: 'carType3', brand: 'Peugeot', model: '508' },
];
export const SERVICE_NOTES = [
  'Accoglienza in arrivi con cartello nominativo',
  'Accompagnamento a riunione in centro',
  'Supporto linguistico durante la fiera',
  'Transfer in hotel e check-in',
  'Visita a clienti in giornata',
  null,
];
export const HELP_NOTES = [
  'Il cliente non parla italiano',
  'Bagagli voluminosi',
  'Ospite VIP, massima discrezione',
  'Serve aiuto con i biglietti del treno',
  null,
];
