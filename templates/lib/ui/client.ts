// The words the browser script shows or writes (see index.ts): its validation messages, the open-now
// badge, the booking estimate, the price finder and the WhatsApp messages. They travel in each page as
// JSON (templates/client-text.tsx), so the script itself holds no language. The shared formatting
// helpers (templates/lib/format.ts, clock.ts) read their words here too, at build time. Every language
// has every key (typed as CLIENT_EN). Parts in braces are filled in: {time} "9 PM", {day} "Monday".
// Times: "9 PM" in English; Hindi and Marathi name the part of the day ("रात 9 बजे", "रात्री 9 वाजता").

export const CLIENT_EN = {
  // The open-now badge (header and contact details). {time} is a clock time (clockMorning…), {day} a weekday ("Monday").
  /** While open. */
  openNow: 'Open now · closes {time}',
  /** Closed, opening later today or tomorrow. */
  opensAt: 'Closed · opens {time}',
  /** Closed, opening on a later day. */
  opensOn: 'Closed · opens {day} {time}',
  /** Closed, and no opening day is known. */
  closedNow: 'Closed',
  /** Beside "message us now" while closed: when a message is answered. */
  repliesAt: 'We reply from {time}',
  repliesOn: 'We reply from {day} {time}',

  // A clock time ({time} is "9" or "6:30"), by the part of the day it falls in: before noon, noon to
  // 4 PM, 4 to 8 PM, after 8 PM. In the badge, the contact details and the booking form's times.
  clockMorning: '{time} AM',
  clockAfternoon: '{time} PM',
  clockEvening: '{time} PM',
  clockNight: '{time} PM',
  /** Two clock times: "9 AM – 12 PM"; where both share the part of the day, its word is written once: "12 – 4 PM". */
  clockRange: '{from} – {to}',

  // The booking form's "Preferred time" choices; {hours} is a clockRange. Also written into the booking message.
  dayPartMorning: 'Morning ({hours})',
  dayPartAfternoon: 'Afternoon ({hours})',
  dayPartEvening: 'Evening ({hours})',

  // Opening days, in the hours the pages show ("Every day except Tuesday, 10 AM to 8 PM") and {openDays} in the
  // shop's texts. Day names come from the language itself ("Monday").
  /** When the shop opens all week. */
  daysAllInWords: 'every day',
  /** {openDays} for a run of days: "Monday to Saturday". */
  daysFromTo: '{from} to {to}',
  /** {openDays} for separate days: "Monday, Wednesday and Friday" ({list} holds all but the last). */
  daysAnd: '{list} and {last}',
  /** One or two days closed: "every day except Tuesday" ({days} is "Tuesday" or "Tuesday and Thursday"). */
  daysExcept: 'every day except {days}',

  // Messages under the booking and contact forms' fields.
  /** A phone number with fewer than 10 digits. */
  phoneInvalid: 'Enter a 10-digit mobile number.',
  /** A preferred date before today. */
  dateInPast: 'Choose today or a later date.',
  /** A preferred date on a day the shop is closed; {day} is the weekday ("Sunday"). */
  closedOnDay: 'We are closed on {day}s. Choose another day.',

  // Prices, in the booking form's estimate and the price finder.
  /** A price the shop gives only after seeing the device. */
  priceOnInspection: 'On inspection',
  /** The booking form's estimate: "₹5,499 · about 2-3 hours". */
  estimate: '{price} · about {time}',
  /** The estimate when several repairs fit and the cheapest is shown. */
  estimateFrom: 'from {price} · about {time}',
  /** A price finder row under the repair's name: "About 2-3 hours · 180-day warranty". */
  finderFacts: 'About {time} · {warranty}',
  /** Read out after a finder row's "Book now" button (not shown): ": Screen Replacement, iPhone 13". */
  finderBookFor: ': {repair}, {model}',

  // The messages the booking and contact forms send on WhatsApp, line by line. A part in braces is
  // the visitor's answer; a line whose answer is empty is left out.
  /** The booking form's message. {priority} is samedayPriority when ticked, {visit} visitWalkIn or visitPickup, {area} the area to collect from. */
  bookingMessage: [
    'Hi, I would like to book a repair appointment.',
    '',
    'Name: {name}',
    'Phone: {phone}',
    'Device: {device}',
    'Model: {model}',
    'Service needed: {service}',
    'Estimate: {estimate}',
    'Priority: {priority}',
    'Preferred date: {date}',
    'Preferred time: {time}',
    'Visit: {visit}',
    'Pickup from: {area}',
    'Notes: {notes}',
    '',
    'Please confirm my appointment.',
  ].join('\n'),
  /** {priority} in the booking message when the same-day box is ticked. */
  samedayPriority: 'same-day priority',
  /** {visit} in the booking message; also the booking form's values for its two choices. */
  visitWalkIn: 'Walk-in at the shop',
  visitPickup: 'Pickup & delivery',
  /** The contact form's message; {message} is the visitor's own text. */
  contactMessage: ['Hi, this is {name}.', '', 'Email: {email}', 'Phone: {phone}', 'Subject: {subject}', '', '{message}', '', 'Please get back to me.'].join(
    '\n',
  ),
};

export const CLIENT_HI: typeof CLIENT_EN = {
  openNow: 'अभी खुला है · {time} बजे बंद होगा',
  opensAt: 'अभी बंद है · {time} बजे खुलेगा',
  opensOn: 'अभी बंद है · {day} {time} बजे खुलेगा',
  closedNow: 'अभी बंद है',
  repliesAt: 'हम {time} बजे से जवाब देंगे',
  repliesOn: 'हम {day} {time} बजे से जवाब देंगे',

  clockMorning: 'सुबह {time}',
  clockAfternoon: 'दोपहर {time}',
  clockEvening: 'शाम {time}',
  clockNight: 'रात {time}',
  clockRange: '{from} से {to} बजे तक',

  dayPartMorning: '{hours}',
  dayPartAfternoon: '{hours}',
  dayPartEvening: '{hours}',

  daysAllInWords: 'हर दिन',
  daysFromTo: '{from} से {to}',
  daysAnd: '{list} और {last}',
  daysExcept: '{days} को छोड़कर हर दिन',

  phoneInvalid: '10 अंकों का मोबाइल नंबर डालें।',
  dateInPast: 'आज की या उसके बाद की तारीख चुनें।',
  closedOnDay: '{day} को दुकान बंद रहती है। कोई और दिन चुनें।',

  priceOnInspection: 'जाँच के बाद',
  estimate: '{price} · लगभग {time}',
  estimateFrom: '{price} से शुरू · लगभग {time}',
  finderFacts: 'लगभग {time} · {warranty}',
  finderBookFor: ': {repair}, {model}',

  bookingMessage: [
    'नमस्ते, मुझे रिपेयर के लिए अपॉइंटमेंट बुक करना है।',
    '',
    'नाम: {name}',
    'फ़ोन: {phone}',
    'डिवाइस: {device}',
    'मॉडल: {model}',
    'सर्विस: {service}',
    'अंदाज़न खर्च: {estimate}',
    'प्रायोरिटी: {priority}',
    'पसंद की तारीख: {date}',
    'पसंद का समय: {time}',
    'दुकान या पिकअप: {visit}',
    'पिकअप कहाँ से: {area}',
    'और जानकारी: {notes}',
    '',
    'कृपया मेरा अपॉइंटमेंट कन्फ़र्म करें।',
  ].join('\n'),
  samedayPriority: 'उसी दिन रिपेयर चाहिए',
  visitWalkIn: 'दुकान पर खुद आएँगे',
  visitPickup: 'पिकअप और डिलीवरी',
  contactMessage: ['नमस्ते, मेरा नाम {name} है।', '', 'ईमेल: {email}', 'फ़ोन: {phone}', 'विषय: {subject}', '', '{message}', '', 'कृपया मुझसे संपर्क करें।'].join('\n'),
};

export const CLIENT_MR: typeof CLIENT_EN = {
  openNow: 'आता उघडे आहे · {time} वाजता बंद होईल',
  opensAt: 'आता बंद आहे · {time} वाजता उघडेल',
  // {day} is "सोमवार"; "{day}ी" reads "सोमवारी".
  opensOn: 'आता बंद आहे · {day}ी {time} वाजता उघडेल',
  closedNow: 'आता बंद आहे',
  repliesAt: 'आम्ही {time} वाजल्यापासून उत्तर देऊ',
  repliesOn: 'आम्ही {day}ी {time} वाजल्यापासून उत्तर देऊ',

  clockMorning: 'सकाळी {time}',
  clockAfternoon: 'दुपारी {time}',
  clockEvening: 'संध्याकाळी {time}',
  clockNight: 'रात्री {time}',
  clockRange: '{from} ते {to}',

  dayPartMorning: '{hours}',
  dayPartAfternoon: '{hours}',
  dayPartEvening: '{hours}',

  daysAllInWords: 'दररोज',
  daysFromTo: '{from} ते {to}',
  daysAnd: '{list} आणि {last}',
  daysExcept: '{days} सोडून दररोज',

  phoneInvalid: '10 अंकी मोबाइल नंबर टाका.',
  dateInPast: 'आजची किंवा पुढची तारीख निवडा.',
  // "{day}ी": "रविवारी", as opensOn.
  closedOnDay: '{day}ी दुकान बंद असते. दुसरा दिवस निवडा.',

  priceOnInspection: 'तपासणीनंतर',
  estimate: '{price} · सुमारे {time}',
  estimateFrom: '{price} पासून · सुमारे {time}',
  finderFacts: 'सुमारे {time} · {warranty}',
  finderBookFor: ': {repair}, {model}',

  bookingMessage: [
    'नमस्कार, मला दुरुस्तीसाठी अपॉइंटमेंट बुक करायची आहे.',
    '',
    'नाव: {name}',
    'फोन: {phone}',
    'डिव्हाइस: {device}',
    'मॉडेल: {model}',
    'सर्व्हिस: {service}',
    'अंदाजे खर्च: {estimate}',
    'प्रायोरिटी: {priority}',
    'सोयीची तारीख: {date}',
    'सोयीची वेळ: {time}',
    'दुकान की पिकअप: {visit}',
    'पिकअप कुठून: {area}',
    'इतर माहिती: {notes}',
    '',
    'कृपया माझी अपॉइंटमेंट कन्फर्म करा.',
  ].join('\n'),
  samedayPriority: 'त्याच दिवशी दुरुस्ती हवी',
  visitWalkIn: 'स्वतः दुकानात येऊ',
  visitPickup: 'पिकअप आणि डिलिव्हरी',
  contactMessage: ['नमस्कार, माझे नाव {name} आहे.', '', 'ईमेल: {email}', 'फोन: {phone}', 'विषय: {subject}', '', '{message}', '', 'कृपया माझ्याशी संपर्क साधा.'].join(
    '\n',
  ),
};
