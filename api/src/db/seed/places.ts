// Demo countries, cities and points of interest (airports, main stations) with their price rules.
export interface DemoPoi {
  name: string;
  rate: number;
  forfait: number;
  kind: 'airport' | 'station';
}
export interface DemoCity {
  name: string;
  rate: number;
  percToPA: number;
  postalCode: string;
  streets: string[];
  pois: DemoPoi[];
}
export interface DemoCountry {
  name: string;
  code: string;
  vat: number;
  withholdingTax: number;
  currencySymbol: string;
  currencyCode: string;
  cities: DemoCity[];
}

const airport = (name: string, rate: number, forfait = 3): DemoPoi => ({
  name,
  rate,
  forfait,
  kind: 'airport',
});
const station = (name: string, rate: number, forfait = 2): DemoPoi => ({
  name,
  rate,
  forfait,
  kind: 'station',
});

export const DEMO_COUNTRIES: DemoCountry[] = [
  {
    name: 'Italia',
    code: 'IT',
    vat: 22,
    withholdingTax: 20,
    currencySymbol: '€',
    currencyCode: 'EUR',
    cities: [
      {
        name: 'Milano',
        rate: 45,
        percToPA: 60,
        postalCode: '20121',
        streets: ['Via Montenapoleone 8', 'Corso Buenos Aires 12', 'Via Torino 51', 'Piazza Gae Aulenti 1'],
        pois: [
          airport('Aeroporto di Milano Malpensa', 60, 4),
          airport('Aeroporto di Milano Linate', 55),
          station('Milano Centrale', 50),
        ],
      },
      {
        name: 'Roma',
        rate: 42,
        percToPA: 60,
        postalCode: '00184',
        streets: ['Via del Corso 101', 'Via Nazionale 45', 'Piazza di Spagna 9'],
        pois: [
          airport('Aeroporto di Roma Fiumicino', 60, 4),
          airport('Aeroporto di Roma Ciampino', 55),
          station('Roma Termini', 48),
        ],
      },
      {
        name: 'Venezia',
        rate: 48,
        percToPA: 55,
        postalCode: '30124',
        streets: ['Calle Larga XXII Marzo 2', 'Fondamenta Zattere 1401'],
        pois: [airport('Aeroporto di Venezia Marco Polo', 58), station('Venezia Santa Lucia', 50)],
      },
      {
        name: 'Firenze',
        rate: 40,
        percToPA: 60,
        postalCode: '50123',
        streets: ["Via de' Tornabuoni 3", 'Piazza della Signoria 5'],
        pois: [airport('Aeroporto di Firenze Peretola', 52), station('Firenze Santa Maria Novella', 45)],
      },
      {
        name: 'Napoli',
        rate: 36,
        percToPA: 65,
        postalCode: '80133',
        streets: ['Via Toledo 256', 'Via Chiaia 140'],
        pois: [airport('Aeroporto di Napoli Capodichino', 50), station('Napoli Centrale', 42)],
      },
      {
        name: 'Torino',
        rate: 38,
        percToPA: 60,
        postalCode: '10123',
        streets: ['Via Roma 80', 'Corso Vittorio Emanuele II 44'],
        pois: [airport('Aeroporto di Torino Caselle', 50), station('Torino Porta Nuova', 42)],
      },
      {
        name: 'Bologna',
        rate: 38,
        percToPA: 60,
        postalCode: '40121',
        streets: ["Via dell'Indipendenza 20", 'Strada Maggiore 31'],
        pois: [airport('Aeroporto di Bologna Guglielmo Marconi', 50), station('Bologna Centrale', 42)],
      },
    ],
  },
  {
    name: 'France',
    code: 'FR',
    vat: 20,
    withholdingTax: 15,
    currencySymbol: '€',
    currencyCode: 'EUR',
    cities: [
      {
        name: 'Paris',
        rate: 55,
        percToPA: 55,
        postalCode: '75008',
        streets: ['Avenue des Champs-Élysées 70', 'Rue de Rivoli 99', 'Boulevard Haussmann 40'],
        pois: [
          airport('Aéroport Paris-Charles de Gaulle', 70, 4),
          airport('Aéroport de Paris-Orly', 62),
          station('Gare de Lyon', 58),
          station('Gare du Nord', 58),
        ],
      },
      {
        name: 'Nice',
        rate: 48,
        percToPA: 55,
        postalCode: '06000',
        streets: ['Promenade des Anglais 37', 'Avenue Jean Médecin 10'],
        pois: [airport("Aéroport Nice Côte d'Azur", 60), station('Gare de Nice-Ville', 50)],
      },
      {
        name: 'Lyon',
        rate: 44,
        percToPA: 60,
        postalCode: '69002',
        streets: ['Rue de la République 15', 'Place Bellecour 1'],
        pois: [airport('Aéroport Lyon-Saint-Exupéry', 56), station('Gare de Lyon Part-Dieu', 48)],
      },
      {
        name: 'Marseille',
        rate: 42,
        percToPA: 60,
        postalCode: '13001',
        streets: ['La Canebière 44', 'Quai du Port 12'],
        pois: [airport('Aéroport Marseille Provence', 54), station('Gare de Marseille-Saint-Charles', 46)],
      },
    ],
  },
];
