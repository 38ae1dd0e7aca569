// Reads a map position from what an owner pastes for `npm run init`: two numbers, as Google Maps shows them, or a Google Maps link that holds the pin.

/** Reads a map position from "12.9352, 77.6245" or a Google Maps link that holds one. */
export function mapPosition(answer: string): { latitude: number; longitude: number } | undefined {
  const number = String.raw`(-?\d{1,3}(?:\.\d+)?)`;
  const pair = String.raw`${number}\s*,\s*${number}`;
  let decoded = answer;
  try {
    decoded = decodeURIComponent(answer);
  } catch {
    // A lone % is no link's: the answer is read as typed.
  }
  // "12.9352° N, 77.6245° E" as Google Maps shows it, or the two numbers with a space between.
  const plain = decoded.replace(/°\s*[NE]\b/gi, '').trim();
  // In a place's link the pin is !3d…!4d…; @… is only the centre of the view.
  const match =
    new RegExp(`^${number}\\s*[,\\s]\\s*${number}$`).exec(plain) ??
    new RegExp(`!3d${number}!4d${number}`).exec(decoded) ??
    new RegExp(`[?&](?:q|ll|query|center)=${pair}`).exec(decoded) ??
    new RegExp(`@${pair}`).exec(decoded);
  if (!match) return undefined;
  const [latitude, longitude] = [Number(match[1]), Number(match[2])];
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : undefined;
}
