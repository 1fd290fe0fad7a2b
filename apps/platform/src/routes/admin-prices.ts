/**
 * Admin API of prices and currencies (issue 13 /prices, /currencies; SPEC §3 Pricing; ADMIN-NOTES prices): every
 * price list version, a change of one price or tier from an effective date that is never in the past, its
 * preview over every billing account, and the currencies with their exchange rates. Administrators only.
 */
import { CurrencyCreateInputSchema, CurrencyUpdateInputSchema, PriceChangeInputSchema } from '@cirrus/domain'
import { AdminPriceList, Currency, PricePreview } from '../http/entities.js'
import { WarrenError } from '../http/errors.js'
import { apiRoutes, returns, takes } from '../http/route.js'
import type { Platform } from '../platform.js'
import { recordAudit } from '../services/audit.js'
import {
  adminCurrencies,
  adminPriceList,
  adminPriceLists,
  changePrice,
  createCurrency,
  previewPriceChange,
} from '../services/prices.js'
import { currencyRows, updateCurrency } from '../store/currencies.js'

/** The price and currency admin routes. */
export const adminPriceRoutes = (p: Platform) => {
  const db = p.store.db
  const oneCurrency = async (code: string) => {
    const currency = (await adminCurrencies(p)).find((c) => c.code === code)
    if (!currency) throw new WarrenError(404, 'Currency not found')
    return currency
  }
  return apiRoutes()
    .get('/admin/prices', returns([AdminPriceList]), async (c) => c.json(await adminPriceLists(p)))
    .post('/admin/prices/preview', takes(PriceChangeInputSchema, PricePreview), async (c) =>
      c.json(await previewPriceChange(p, c.req.valid('json'))),
    )
    .post('/admin/prices', takes(PriceChangeInputSchema, { 201: AdminPriceList }), async (c) => {
      const { after } = await changePrice(p, c.var.principal, c.req.valid('json'))
      return c.json(await adminPriceList(p, after), 201)
    })
    .get('/admin/currencies', returns([Currency]), async (c) => c.json(await adminCurrencies(p)))
    .post('/admin/currencies', takes(CurrencyCreateInputSchema, { 201: Currency }), async (c) => {
      const input = c.req.valid('json')
      if ((await currencyRows(db)).some((r) => r.code === input.code)) {
        const message = `Currency ${input.code} exists`
        throw new WarrenError(400, message, { code: message })
      }
      await createCurrency(p, c.var.principal, input)
      return c.json(await oneCurrency(input.code), 201)
    })
    .patch('/admin/currencies/:code{[A-Z]{3}}', takes(CurrencyUpdateInputSchema, Currency), async (c) => {
      const code = c.req.param('code')
      const input = c.req.valid('json')
      const before = await oneCurrency(code)
      if (before.is_default && input.exchange_rate !== undefined && Number(input.exchange_rate) !== 1) {
        const message = 'The default currency’s exchange rate is 1'
        throw new WarrenError(400, message, { exchange_rate: message })
      }
      await db.transaction(async (tx) => {
        await updateCurrency(tx, code, {
          name: input.name,
          exchangeRate: input.exchange_rate,
          updatedAt: p.clock(),
        })
        await recordAudit(
          tx,
          c.var.principal,
          'currency.update',
          { type: 'currency', id: code },
          before,
          input,
        )
      })
      return c.json(await oneCurrency(code))
    })
}
