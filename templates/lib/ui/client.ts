// The words the browser script shows or writes (see index.ts): its validation messages, the open-now
// badge, the booking estimate and the WhatsApp messages. They travel in each page as JSON, so the
// script itself holds no language. Every language has every key (typed as CLIENT_EN).

export const CLIENT_EN = {
  openNow: 'Open now · closes {time}',
};

export const CLIENT_HI: typeof CLIENT_EN = {
  openNow: 'अभी खुला है · {time} बजे बंद',
};

export const CLIENT_MR: typeof CLIENT_EN = {
  openNow: 'आता उघडे · {time} ला बंद',
};
