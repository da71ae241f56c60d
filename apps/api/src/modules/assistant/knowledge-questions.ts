/**
 * Shoppers' questions the shop's help answers (issue 30's quality set, its help part), as shoppers type them — typos,
 * shorthand and Indian English included — each with the sections that answer it (any one will do). The catalogue and
 * order questions join this set with the assistant's intents.
 */
const FAQ = '/faqs#';
const RETURNS = '/return-refund-policy#';
const DELIVERY = '/payment-delivery-policy#';
const TERMS = '/terms-conditions#';
const PRIVACY = '/privacy-policy#';

export const KNOWLEDGE_QUESTIONS: ReadonlyArray<{ question: string; answers: string[] }> = [
  // Returns and refunds
  { question: 'What is your return policy?', answers: [`${RETURNS}how-to`, `${RETURNS}condition`] },
  { question: 'retrn polcy', answers: [`${RETURNS}how-to`, `${RETURNS}condition`] },
  { question: 'how do i return a ring', answers: [`${RETURNS}how-to`] },
  { question: 'When will I get my refund?', answers: [`${RETURNS}refunds`] },
  { question: 'refnd kab milega', answers: [`${RETURNS}refunds`] },
  { question: 'how many days for refund after return', answers: [`${RETURNS}refunds`] },
  { question: 'can i return a customised ring', answers: [`${RETURNS}customised-items`, `${TERMS}customised`] },
  { question: 'return engraved bracelet', answers: [`${RETURNS}customised-items`] },
  { question: 'do I need the original box to return', answers: [`${RETURNS}condition`] },
  { question: 'can i return worn jewellery', answers: [`${RETURNS}condition`] },
  { question: 'I got the wrong item', answers: [`${RETURNS}damaged-items`] },
  // Cancellation
  { question: 'Can I cancel my order?', answers: [`${FAQ}cancel-order`, `${RETURNS}cancellation`, `${TERMS}orders`] },
  { question: 'how to cancel order', answers: [`${FAQ}cancel-order`, `${RETURNS}cancellation`, `${TERMS}orders`] },
  {
    question: 'cancel after shipping possible?',
    answers: [`${FAQ}cancel-order`, `${RETURNS}cancellation`, `${TERMS}orders`],
  },
  { question: 'cancelation time limit', answers: [`${FAQ}cancel-order`, `${RETURNS}cancellation`, `${TERMS}orders`] },
  // Damage
  {
    question: 'my ring arrived damaged',
    answers: [`${FAQ}damaged-delivery`, `${RETURNS}damaged-items`, `${DELIVERY}damage`],
  },
  {
    question: 'parcel came broken what to do',
    answers: [`${FAQ}damaged-delivery`, `${RETURNS}damaged-items`, `${DELIVERY}damage`],
  },
  {
    question: 'necklace is scratched on delivery',
    answers: [`${FAQ}damaged-delivery`, `${RETURNS}damaged-items`, `${DELIVERY}damage`],
  },
  // Payment
  { question: 'do u take upi', answers: [`${FAQ}payment-methods`, `${DELIVERY}payment-methods`] },
  { question: 'What payment methods do you accept?', answers: [`${FAQ}payment-methods`, `${DELIVERY}payment-methods`] },
  { question: 'can I pay with net banking', answers: [`${FAQ}payment-methods`, `${DELIVERY}payment-methods`] },
  {
    question: 'is emi available',
    answers: [`${DELIVERY}payment-methods`, `${FAQ}payment-methods`, `${TERMS}payment-delivery`],
  },
  {
    question: 'can i pay in instalments',
    answers: [`${DELIVERY}payment-methods`, `${FAQ}payment-methods`, `${TERMS}payment-delivery`],
  },
  {
    question: 'is it safe to pay by card on your site',
    answers: [`${DELIVERY}payment-security`, `${FAQ}payment-methods`],
  },
  {
    question: 'do you store my card details',
    answers: [`${DELIVERY}payment-security`, `${PRIVACY}information-we-collect`],
  },
  {
    question: 'payment failed but money deducted',
    answers: [`${DELIVERY}failed-payments`, `${FAQ}payment-methods`, `${RETURNS}refunds`],
  },
  { question: 'amount debited but no order', answers: [`${DELIVERY}failed-payments`, `${RETURNS}refunds`] },
  // Delivery
  { question: 'Is delivery free?', answers: [`${DELIVERY}delivery-charges`] },
  { question: 'shipping charges?', answers: [`${DELIVERY}delivery-charges`] },
  { question: 'how long does delivery take', answers: [`${DELIVERY}dispatch-times`, `${TERMS}payment-delivery`] },
  { question: 'when will my order be dispatched', answers: [`${DELIVERY}dispatch-times`, `${TERMS}payment-delivery`] },
  { question: 'delivery time for in stock pieces', answers: [`${DELIVERY}dispatch-times`, `${TERMS}payment-delivery`] },
  { question: 'how do i track my parcel', answers: [`${DELIVERY}tracking`] },
  { question: 'tracking link not received', answers: [`${DELIVERY}tracking`] },
  { question: 'is the parcel insured', answers: [`${DELIVERY}delivery-charges`, `${FAQ}damaged-delivery`] },
  { question: 'do i need to sign for delivery', answers: [`${DELIVERY}tracking`, `${DELIVERY}delivery-charges`] },
  // Customised pieces
  {
    question: 'how long does a custom order take',
    answers: [`${FAQ}custom-order-time`, `${TERMS}customised`, `${DELIVERY}dispatch-times`],
  },
  {
    question: 'personalised necklace making time',
    answers: [`${FAQ}custom-order-time`, `${TERMS}customised`, `${DELIVERY}dispatch-times`],
  },
  { question: 'will i see the design before you make it', answers: [`${TERMS}customised`] },
  // The shop's terms
  { question: 'are your diamonds lab grown', answers: [`${TERMS}products`] },
  { question: 'is the gold hallmark certified', answers: [`${TERMS}products`] },
  { question: 'price shown wrong on website', answers: [`${TERMS}products`] },
  { question: 'how old do I have to be to order', answers: [`${TERMS}eligibility`, `${PRIVACY}age`] },
  { question: 'age limit to buy', answers: [`${TERMS}eligibility`, `${PRIVACY}age`] },
  { question: 'can i use your photos on my blog', answers: [`${TERMS}intellectual-property`] },
  // Privacy
  { question: 'what data do you collect about me', answers: [`${PRIVACY}information-we-collect`] },
  { question: 'do you sell my personal information', answers: [`${PRIVACY}sharing`] },
  { question: 'how do i delete my account', answers: [`${PRIVACY}your-rights`] },
  { question: 'do you use cookies', answers: [`${PRIVACY}browser-storage`] },
  { question: 'who do you share my address with', answers: [`${PRIVACY}sharing`] },
];
