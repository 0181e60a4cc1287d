// The Help Center's FAQ (doc 2 §2 "Help": four groups), written for this
// product as it works, and its search. Pure, so the search is unit-tested.

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqGroup {
  title: 'Getting Started' | 'Managing Orders' | 'Menu Management' | 'Store Settings';
  entries: FaqEntry[];
}

export const FAQ: readonly FaqGroup[] = [
  {
    title: 'Getting Started',
    entries: [
      {
        question: 'What do I set up first?',
        answer: 'Add your menu (by hand or from a photo or PDF of your printed menu), set how many tables you have to get a QR code for each, and turn on online ordering in Settings. The dashboard shows how far along you are.',
      },
      {
        question: 'Does the portal work without internet?',
        answer: 'Yes. Once your store has synced on a device, every screen opens offline. Changes you make offline are kept on the device, marked as pending, and sent once when the connection returns, even if you close the tab in between.',
      },
      {
        question: 'Can I run more than one store?',
        answer: 'Yes, up to 10 stores per owner. Use Switch Store in the sidebar to move between them; each store keeps its own menu, orders and settings.',
      },
    ],
  },
  {
    title: 'Managing Orders',
    entries: [
      {
        question: 'How do customer orders reach me?',
        answer: "Customers scan the QR code on their table and order from your live menu. New orders appear on the Orders screen and on the Kitchen board within seconds, with a sound on the board until someone taps Acknowledge.",
      },
      {
        question: 'How do I move an order along?',
        answer: 'Use the quick actions: Confirm, Start Preparing, Mark as Ready, then Complete Order. On the Kitchen board one tap moves a ticket forward, and Recall brings back the last one moved. Change Status sets any status, also backwards.',
      },
      {
        question: 'How do I cancel an order?',
        answer: 'Choose Cancel on the order and give a reason; the reason is kept in the seller notes and in the order history.',
      },
      {
        question: 'A dish has run out. How do I stop customers ordering it?',
        answer: "Tap 86 next to the dish on the Kitchen board, or Mark sold out on the menu list. Customers can no longer order it; Available again brings it back.",
      },
    ],
  },
  {
    title: 'Menu Management',
    entries: [
      {
        question: 'How do I add menu items?',
        answer: 'Open Menu and choose Add Manually for one item, or Add from Photo to upload a photo or PDF of your menu; its items are read and added for you to review.',
      },
      {
        question: 'How do categories work?',
        answer: 'Categories group your dishes on the customer menu. Create them under Categories, drag them into the order you want, and pick which items belong to each.',
      },
      {
        question: 'Can my menu show other languages?',
        answer: 'Yes. Turn on multiple languages in Settings, add the languages you want, then translate item names and descriptions in the item form.',
      },
    ],
  },
  {
    title: 'Store Settings',
    entries: [
      {
        question: 'How do I change my store name, address or phone?',
        answer: 'Open Store and choose Edit. Changes made offline are saved on the device and sent when you are back online.',
      },
      {
        question: 'How do I get QR codes for my tables?',
        answer: 'Set your table count in the Table QR Codes section of the Store page. Each table gets its own code; download a printable sheet or one code at a time.',
      },
      {
        question: 'How do I check what customers see?',
        answer: 'Open Preview, choose a table number and open its customer link in a new tab.',
      },
    ],
  },
];

const normalise = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '');

/**
 * The groups with only the entries whose question or answer holds every word
 * of `query` (any order, case and accents ignored); groups left empty are dropped.
 */
export function searchFaq(query: string, faq: readonly FaqGroup[] = FAQ): FaqGroup[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...faq];
  return faq
    .map((group) => ({
      ...group,
      entries: group.entries.filter((e) => {
        const haystack = normalise(`${e.question} ${e.answer}`);
        return words.every((w) => haystack.includes(w));
      }),
    }))
    .filter((group) => group.entries.length > 0);
}
