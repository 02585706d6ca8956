export interface ClubQuestion {
  question: string;
  options: string[];
  answerIndex: number;
}

export interface ClubDefinition {
  id: string;
  name: string;
  description: string;
  questions: ClubQuestion[];
}

/**
 * The four clubs of Vouch and their question pools (an attempt draws a few). The answers stay
 * on the server. Questions are matched by their place in the list: add new ones at the end.
 */
export const CLUB_CATALOG: ClubDefinition[] = [
  {
    id: "french",
    name: "French Club",
    description:
      "For Francophiles and learners alike: conversation tables, cinéma nights and the occasional croissant crawl.",
    questions: [
      {
        question: "How do you say “I would like a coffee, please” in French?",
        options: [
          "Je voudrais un café, s'il vous plaît",
          "J'ai un café, merci",
          "Je suis un café",
          "Donnez café moi",
        ],
        answerIndex: 0,
      },
      {
        question: "Which novelist wrote “À la recherche du temps perdu”?",
        options: ["Victor Hugo", "Marcel Proust", "Albert Camus", "Émile Zola"],
        answerIndex: 1,
      },
      {
        question: "What is the feminine form of “heureux” (happy)?",
        options: ["heureuse", "heureuxe", "heureusse", "heureuxse"],
        answerIndex: 0,
      },
      {
        question: "Which film director is a figure of the French New Wave?",
        options: ["Federico Fellini", "Jean-Luc Godard", "Ingmar Bergman", "Akira Kurosawa"],
        answerIndex: 1,
      },
      {
        question: "Which word completes “Il ___ beau aujourd'hui” (the weather is nice today)?",
        options: ["fait", "est", "a", "va"],
        answerIndex: 0,
      },
      {
        question: "What does “la rentrée” usually mean in France?",
        options: [
          "The return to school and work after summer",
          "The front door of a building",
          "A tax refund",
          "The first course of a meal",
        ],
        answerIndex: 0,
      },
      {
        question: "Which river runs through Paris?",
        options: ["The Loire", "The Rhône", "The Seine", "The Garonne"],
        answerIndex: 2,
      },
      {
        question: "How do you say “See you tomorrow” in French?",
        options: ["À bientôt", "À demain", "Bonne nuit", "Au revoir, hier"],
        answerIndex: 1,
      },
    ],
  },
  {
    id: "chess",
    name: "Chess Club",
    description:
      "Blitz in Washington Square Park, slow games over wine, and friendly rivalries that last all season.",
    questions: [
      {
        question: "Which piece can only move diagonally?",
        options: ["Rook", "Knight", "Bishop", "King"],
        answerIndex: 2,
      },
      {
        question: "What is it called when the king is attacked and cannot escape?",
        options: ["Stalemate", "Checkmate", "Zugzwang", "Castling"],
        answerIndex: 1,
      },
      {
        question: "Which opening starts 1. e4 c5?",
        options: ["French Defence", "Sicilian Defence", "Queen's Gambit", "Ruy López"],
        answerIndex: 1,
      },
      {
        question: "How many squares are on a chessboard?",
        options: ["36", "49", "64", "81"],
        answerIndex: 2,
      },
      {
        question:
          "Which special move lets a pawn capture another pawn that just moved two squares?",
        options: ["En passant", "Promotion", "Fianchetto", "Gambit"],
        answerIndex: 0,
      },
      {
        question: "Which piece moves in an L shape?",
        options: ["Bishop", "Queen", "Knight", "Rook"],
        answerIndex: 2,
      },
      {
        question: "What happens when a pawn reaches the last rank?",
        options: [
          "It is removed from the board",
          "It is promoted to another piece",
          "It moves back to its start",
          "The game ends in a draw",
        ],
        answerIndex: 1,
      },
      {
        question: "Which side moves first in a game of chess?",
        options: ["Black", "White", "Whoever wins a coin toss", "The younger player"],
        answerIndex: 1,
      },
    ],
  },
  {
    id: "wine",
    name: "Wine Club",
    description:
      "Tastings in tiny Brooklyn cellars and natural-wine bars: learn what you like and why, with good company.",
    questions: [
      {
        question: "Which grape is the main variety of red Burgundy?",
        options: ["Merlot", "Pinot Noir", "Syrah", "Cabernet Sauvignon"],
        answerIndex: 1,
      },
      {
        question: "What does “tannin” mostly make you feel in a wine?",
        options: ["Sweetness", "A drying grip", "Bubbles", "Saltiness"],
        answerIndex: 1,
      },
      {
        question: "Champagne must come from which country?",
        options: ["Italy", "Spain", "France", "Germany"],
        answerIndex: 2,
      },
      {
        question: "Which grape is Sancerre mostly made from?",
        options: ["Chardonnay", "Riesling", "Sauvignon Blanc", "Pinot Grigio"],
        answerIndex: 2,
      },
      {
        question: "What gives a rosé its pink colour?",
        options: [
          "Short contact with red grape skins",
          "Strawberry juice",
          "Mixing milk into white wine",
          "Ageing in pink barrels",
        ],
        answerIndex: 0,
      },
      {
        question: "What does “vintage” on a label tell you?",
        options: [
          "The year the grapes were harvested",
          "The age of the winemaker",
          "That the wine is sparkling",
          "The colour of the bottle",
        ],
        answerIndex: 0,
      },
      {
        question: "Prosecco comes from which country?",
        options: ["France", "Portugal", "Italy", "Argentina"],
        answerIndex: 2,
      },
      {
        question: "Which of these is a sweet dessert wine from Bordeaux?",
        options: ["Sauternes", "Chablis", "Beaujolais", "Muscadet"],
        answerIndex: 0,
      },
    ],
  },
  {
    id: "vinyl",
    name: "Vinyl Club",
    description:
      "Listening parties, crate-digging trips to Williamsburg and Greenpoint, and the joy of side B.",
    questions: [
      {
        question: "At what speed does a standard LP album play?",
        options: ["33⅓ rpm", "45 rpm", "78 rpm", "16 rpm"],
        answerIndex: 0,
      },
      {
        question: "Which label released Miles Davis's “Kind of Blue”?",
        options: ["Blue Note", "Columbia", "Motown", "Atlantic"],
        answerIndex: 1,
      },
      {
        question: "What is the small cartridge part that touches the groove?",
        options: ["Platter", "Stylus", "Tonearm", "Slipmat"],
        answerIndex: 1,
      },
      {
        question: "Which size is a typical single?",
        options: ["7 inch", "10 inch", "12 inch", "14 inch"],
        answerIndex: 0,
      },
      {
        question: "At what speed does a standard 7-inch single usually play?",
        options: ["33⅓ rpm", "45 rpm", "78 rpm", "100 rpm"],
        answerIndex: 1,
      },
      {
        question: "Who released the album “Rumours” in 1977?",
        options: ["Fleetwood Mac", "The Eagles", "ABBA", "Steely Dan"],
        answerIndex: 0,
      },
      {
        question: "What is the paper sleeve inside an album jacket called?",
        options: ["Inner sleeve", "Liner pad", "Gatefold", "Spindle"],
        answerIndex: 0,
      },
      {
        question: "What does the “B-side” of a single traditionally hold?",
        options: [
          "The secondary track",
          "The hit song",
          "The lyrics printed out",
          "A blank groove",
        ],
        answerIndex: 0,
      },
    ],
  },
];
