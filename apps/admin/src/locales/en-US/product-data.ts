import { VOCABULARY } from '@coresense/shared/i18n/vocabulary';
import type zhCN from '../zh-CN/product-data.ts';

export default {
  'parameters.new': 'New parameter',
  'parameters.edit': 'Edit parameter',
  'parameters.key': 'Key',
  'parameters.key.hint':
    'Used in filter addresses (such as p.supplyVoltage): letters and digits, starting with a letter',
  'parameters.key.fixed': 'Products and categories use the key, so it cannot change once created',
  'parameters.key.pattern': 'Use only letters and digits, starting with a letter (such as supplyVoltage)',
  'parameters.keyword': 'Key or name',
  'parameters.label': 'Name',
  'parameters.label.zh_CN': 'Chinese name',
  'parameters.label.en_US': 'English name',
  'parameters.type': 'Type',
  'parameters.type.number': 'Number',
  'parameters.type.enum': 'Options',
  'parameters.type.boolean': 'Yes/no',
  'parameters.type.number.hint':
    'One value or a range (such as 1.71–3.6 V), stored in the canonical unit below',
  'parameters.type.enum.hint':
    'One of the options listed below; an option’s value stays the same in every language, its name is translated',
  'parameters.type.boolean.hint': 'Yes or no, such as “has a FIFO”',
  'parameters.unit': 'Canonical unit',
  'parameters.unit.hint':
    'Values are converted to this unit and stored without an SI prefix (A, not mA); categories sharing a key share its unit',
  'parameters.options': 'Options',
  'parameters.options.hint': 'Option values are used in filter addresses: better not changed once created',
  'parameters.option.value': 'Value',
  'parameters.option.pattern':
    'Use only lower-case letters, digits and . _ -, starting with a letter or digit',
  'parameters.usedBy': 'Used by',
  'parameters.usedBy.counts': '{categories} categories · {products} products',
  'categories.parameters': 'Parameters',
  'categories.parameters.hint':
    'The parameters the category’s products are described by, shown in this order on product pages and in the filter panel',
  'categories.parameters.add': 'Add a parameter…',
  'categories.parameters.none': 'No parameters chosen yet',
  'categories.parameters.noAccess': 'Adding parameters needs permission to view product parameters',
  'products.status': 'Lifecycle',
  'products.status.preview': VOCABULARY['en-US'].status.preview,
  'products.status.active': VOCABULARY['en-US'].status.active,
  'products.status.nrnd': VOCABULARY['en-US'].status.nrnd,
  'products.status.lifebuy': VOCABULARY['en-US'].status.lifebuy,
  'products.status.obsolete': VOCABULARY['en-US'].status.obsolete,
  'products.status.preview.help':
    'Samples are available; the specification may still change. Not yet in volume production.',
  'products.status.active.help': 'In production and recommended for new designs.',
  'products.status.nrnd.help':
    'Still made for existing customers, but not recommended for new designs: new work should use a replacement.',
  'products.status.lifebuy.help':
    'Production is ending: orders are taken until the last-time-buy date, then no more.',
  'products.status.obsolete.help': 'No longer made or sold: choose a replacement.',
  'products.replacements': 'Replacement products',
  'products.replacements.hint':
    'For products not recommended for new designs, on last-time buy or obsolete, the site links to these products',
  'products.replacements.placeholder': 'Find products by name or model',
  'products.replacements.missing':
    'Visitors need to know what to use instead: choose at least one replacement',
  'products.parameters': 'Parameters',
  'products.parameters.hint':
    'The category’s parameters (chosen under Product categories); type numbers with any SI prefix: 1.8 µA, 500 mA, 1.71–3.6 V, -40 to 85',
  'products.parameters.numberPlaceholder': 'such as {examples}',
  'products.parameters.savedAs': 'Saved as {canonical} (shown as {display})',
  'products.parameters.unreadable':
    'Not readable: type a number or a range, with an optional SI prefix (p n µ m k M G) and the unit {unit}, such as 1.71–3.6',
  'products.parameters.wrongUnit': 'Wrong unit: this parameter is in {unit}, not {found}',
  'products.parameters.unset': 'Not stated: switch it on or off to state it',
  'products.parameters.choose': 'Choose',
  'products.parameters.chooseCategory': 'Choose the product category first: its parameters are listed here',
  'products.parameters.none': 'The category has no parameters yet.',
  'products.parameters.chooseThem': 'Choose the category’s parameters',
  'products.parameters.noAccess':
    'Your role may not view parameter definitions (product parameters: view), so they are not shown here; saving keeps the values as they are.',
  'products.parts': 'Orderable parts',
  'products.parts.partNumber': 'Part number',
  'products.parts.package': 'Package',
  'products.parts.pins': 'Pins',
  'products.parts.packageQty': 'Package qty',
  'products.parts.tempMin': 'Min temp °C',
  'products.parts.tempMax': 'Max temp °C',
  'products.parts.marking': 'Marking',
  'products.lastOrderDate': 'Last order date',
  'products.lastShipDate': 'Last ship date',
} satisfies Record<keyof typeof zhCN, string>;
