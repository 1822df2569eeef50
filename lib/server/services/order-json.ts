/**
 * The order JSON of the sales API, following Spree API v1 (spec 03): money as decimal strings ("59.90"),
 * display_* amounts in pt-BR BRL, quantities in grams or units, snake_case keys. Checkout parts (addresses,
 * shipments, payments) are typed here so that every area fills the same shape.
 */
import type { OrderState } from '../db/schema/orders';
import type { VariantJson } from './catalogue';

export interface LineItemJson {
  id: number;
  order_id: number;
  variant_id: number;
  variant: VariantJson;
  /** Grams ('g' variants) or units ('un'). */
  quantity: number;
  /** BRL per gram or per unit. */
  price: string;
  /** The price as shoppers read it: per Kg for grams, per unit otherwise ("R$ 89,90"). */
  single_display_amount: string;
  /** quantity × price, rounded half up to the cent. */
  total: string;
  display_amount: string;
  adjustment_total: string;
  pre_tax_amount: string;
  /** Lines sharing a mix id are one blend. */
  mix_id: string | null;
  /** Grams per bag, or null. */
  portioning_size: number | null;
  observation: string | null;
  created_at: string;
  updated_at: string;
}

export interface AddressJson {
  id: number;
  receiver_name: string | null;
  company: string | null;
  full_name: string | null;
  address1: string;
  address2: string | null;
  neighborhood: string | null;
  reference: string | null;
  additional_information: string | null;
  city: string;
  telephone: string | null;
  zipcode: string;
  latitude: string | null;
  longitude: string | null;
  cnpj: string | null;
  ie_company: string | null;
  delivery_cost: string | null;
}

export interface ShippingRateJson {
  id: number;
  shipping_method_id: number;
  name: string;
  cost: string;
  display_cost: string;
  delivery_window_start: string | null;
  delivery_window_end: string | null;
  /** null for the express rate. */
  deliveries_remaining: number | null;
}

export interface ShipmentJson {
  id: number;
  shipping_rates: ShippingRateJson[];
  selected_shipping_rate: ShippingRateJson | null;
  shipping_methods: { id: number; name: string }[];
}

export interface PaymentMethodJson {
  id: number;
  name: string;
  description: string | null;
  /** 'gateway' is the online card; the others are paid on delivery. */
  method_type: string;
}

export interface PaymentJson {
  id: number;
  amount: string;
  state: string;
  payment_method: { id: number; name: string };
  source: { last_digits: string; name: string; cc_type: string; month: string; year: string } | null;
}

export interface CreditCardJson {
  id: number;
  name: string;
  cc_type: string;
  last_digits: string;
  month: string;
  year: string;
}

export interface OrderJson {
  id: number;
  number: string;
  state: OrderState;
  /** Guest access token: send it as ?order_token= on every call about a guest order. */
  token: string;
  email: string | null;
  user_id: number | null;
  item_total: string;
  ship_total: string;
  adjustment_total: string;
  total: string;
  display_item_total: string;
  display_ship_total: string;
  display_adjustment_total: string;
  display_total: string;
  ship_address: AddressJson | null;
  bill_address: AddressJson | null;
  line_items: LineItemJson[];
  shipments: ShipmentJson[];
  payments: PaymentJson[];
  payment_methods: PaymentMethodJson[];
  credit_cards: CreditCardJson[];
  fulfillment_state: string | null;
  delivery_state: string | null;
  produced_amount: string | null;
  sale_receipt_url: string | null;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
  channel: string;
}
