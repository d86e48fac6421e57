/*
 * An amount of money in Chinese capital numerals (大写金额), as invoices and contracts write it
 * so that no figure can be altered: 30500 → 叁万零伍佰元整, 1.05 → 壹元零伍分. A run of zeros
 * is read as one 零, 拾 keeps its 壹 (壹拾元), and 整 closes an amount without fen.
 */

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const PLACES = ['', '拾', '佰', '仟'];

/** A whole number below 10^8: digits with their places, 万 after the upper four. */
function belowHundredMillion(value: number): string {
  let out = '';
  let zero = false;
  for (let place = 7; place >= 0; place--) {
    const digit = Math.floor(value / 10 ** place) % 10;
    if (digit === 0) {
      if (out) zero = true;
    } else {
      out += `${zero ? '零' : ''}${DIGITS[digit]}${PLACES[place % 4]}`;
      zero = false;
    }
    if (place === 4 && value >= 10_000) out += '万';
  }
  return out;
}

/** A whole number in capitals (without the unit): 亿 groups its upper digits. */
function wholeNumber(value: number): string {
  if (value < 100_000_000) return belowHundredMillion(value);
  const high = Math.floor(value / 100_000_000);
  const low = value % 100_000_000;
  const rest = low === 0 ? '' : `${low < 10_000_000 ? '零' : ''}${belowHundredMillion(low)}`;
  return `${wholeNumber(high)}亿${rest}`;
}

/** `amount` yuan (to the cent, not negative) in capitals: 叁万零伍佰元整, 壹元零伍分, 伍角整, 零元整. */
export function chineseCapitals(amount: number): string {
  const cents = Math.round(amount * 100);
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not an amount of money: ${amount}`);
  const yuan = Math.floor(cents / 100);
  const jiao = Math.floor(cents / 10) % 10;
  const fen = cents % 10;
  if (cents === 0) return '零元整';
  let out = yuan > 0 ? `${wholeNumber(yuan)}元` : '';
  if (jiao > 0) out += `${DIGITS[jiao]}角`;
  else if (fen > 0 && yuan > 0) out += '零';
  out += fen > 0 ? `${DIGITS[fen]}分` : '整';
  return out;
}
