/**
 * The Hacienda 2026 tutorial's lessons (`hacienda tutorial --rules 2026`): one guided game of the
 * basic mode on the standard map, you against the tutor. The seed deals what the lessons need (a
 * terrain pair, an animal pair, wild cards of both kinds; then the queue and the deck bring a
 * double for both at once, four animals for water, six terrains for a platform). The tutor's
 * turns are only cards taken, chosen so that the queue holds what the next lesson needs. Where
 * collecting cards would only be taking cards again, the tutor takes them for you (the lesson
 * says so). The texts name the screen's keys (t take, p pair, r reserve, w water, v platform).
 */
import type { TutorialScript } from '../../tutorial/script.js';

const TUTOR_TAKES = ['take deck', 'take deck', 'take deck'];

export const H2026_TUTORIAL: TutorialScript = {
  rules: '2026',
  options: { seed: 't', startPlayer: 0, mode: 'basic', layout: 'standard' },
  seats: ['You', 'Tutor'],
  lessons: [
    {
      title: 'taking a card from the queue',
      text: 'Your turn is three actions. Taking a card is one: from the queue (the three face-up cards) or the top of the deck. Press t and take the jaguar-pampas from the queue.',
      play: 'take jaguar-pampas',
    },
    {
      title: 'taking from the deck',
      text: 'The top card of the deck is unseen until it is yours. Press t and take the top card of the deck.',
      play: 'take deck',
    },
    {
      title: 'a terrain pair',
      text: 'Two cards of one terrain are a terrain pair: they put a land marker on an empty space of that terrain. Press p and play capybara-meadow with jaguar-meadow on the meadow at F4.',
      play: 'pair capybara-meadow jaguar-meadow land F4',
      spaces: ['F4'],
    },
    {
      title: 'an animal pair and a visitor center',
      setup: TUTOR_TAKES,
      text: 'Two cards of one animal put that animal next to your land. Press p and play the two jaguars on E4: it stands by the visitor center at E5, which gives you 2 cards.',
      play: 'pair jaguar-marsh jaguar-pampas animal jaguar E4',
      spaces: ['E4', 'E5'],
    },
    {
      title: 'a wild terrain card',
      text: 'A wild terrain card is any terrain. Press p and play anteater-hill with a wild terrain on the hill at F3: your land chain grows to two.',
      play: 'pair anteater-hill wild-terrain land F3',
      spaces: ['F3'],
    },
    {
      title: 'a wild animal card',
      text: 'A wild animal card is any animal. Play jaguar-pampas with the wild animal: a jaguar on F5 joins your herd and touches the visitor center again: 2 more cards.',
      play: 'pair jaguar-pampas wild-animal animal jaguar F5',
      spaces: ['F5'],
    },
    {
      title: 'the queue refills',
      setup: ['take deck', 'take capybara-mountain', 'take capybara-pampas'],
      text: 'The tutor took the last card of the queue, so it was refilled to three from the deck. Press t and take the guanaco-mountain from the queue.',
      play: 'take guanaco-mountain',
    },
    {
      title: 'both at once',
      text: 'Two cards of the same kind match both ways: for two actions, a land marker and the animal. Press p, choose the guanaco-mountain pair for land on mountain + a guanaco: land on E2, the guanaco on E3.',
      play: 'pair guanaco-mountain guanaco-mountain land E2 animal guanaco E3',
      spaces: ['E2', 'E3'],
    },
    {
      title: 'a water tile',
      setup: ['take deck', 'take guanaco-marsh', 'take jaguar-hill', 'take deck', 'take capybara-marsh'],
      text: 'The tutor took two cards for you. A water tile costs four cards of four different animals, which go to the queue, and gives you a reserve token. Press w and pay for one.',
      play: 'water anteater-hill capybara-marsh guanaco-meadow jaguar-mountain',
    },
    {
      title: 'laying the water tile',
      text: 'Lay it on empty land spaces: press n, choose a shape, move it (r turns it) and press enter; G4 and G5 beside your land, say. Every piece of yours next to water scores a point.',
      play: 'place water pair G4 G5',
      accept: ['place water *'],
      spaces: ['G4', 'G5'],
    },
    {
      title: 'a reserve token',
      setup: TUTOR_TAKES,
      text: 'A reserve token goes on a land chain of yours that has none, and draws a card per land marker of it. Press r and put yours on your chain at E2: three markers, three cards.',
      play: 'reserve E2',
      spaces: ['E2', 'F3', 'F4'],
    },
    {
      title: 'a viewing platform',
      setup: ['take jaguar-marsh', 'take anteater-hill', ...TUTOR_TAKES, 'take guanaco-meadow'],
      text: 'The tutor took three cards for you. A viewing platform costs six cards of six different terrains (a wild terrain is any). Press v and pay for one.',
      play: 'platform anteater-hill anteater-pampas capybara-mountain guanaco-meadow jaguar-marsh wild-terrain',
      accept: ['platform *'],
    },
    {
      title: 'placing the platform',
      text: 'The platform goes on a chain of your pieces without one; at each scoring the chain scores 1 point per piece, land and animals. Press n and put it on your chain at E2.',
      play: 'place platform E2',
      spaces: ['E2'],
    },
    {
      title: 'the deck and the scorings',
      text: 'When the deck runs out, the discard pile becomes the deck, the round ends and a scoring follows; the second time, the final scoring. Press o for the points if scored now, then take a card.',
      play: 'take deck',
      accept: ['take *'],
    },
  ],
  finale:
    'You know the game. Play it on against the random bot: i shows a hint (what the strong bot would play, and what it gains), ? the help and the rules, q leaves (the tutorial keeps your place).',
};
