/**
 * Shoppers' questions the shop's help answers (issue 30's quality set, its help part), as shoppers type them — typos,
 * shorthand, Hinglish and Indian English included — each with the sections that answer it (any one will do): the FAQs,
 * the policies, the contact and about pages, the ring size guide (cited by the printable ring sizer). The catalogue and
 * order questions join this set with the assistant's intents.
 */
import { API_PATHS } from '@lumen/contract/routes';

/** The help's pages, as the answers' sources name them (the quality sets' expectations). */
export const FAQ = '/faqs#';
export const RETURNS = '/return-refund-policy#';
export const DELIVERY = '/payment-delivery-policy#';
export const TERMS = '/terms-conditions#';
export const PRIVACY = '/privacy-policy#';
export const CONTACT = '/contact-us#';
export const ABOUT = '/about-us#';
export const RING_SIZER = API_PATHS.ringSizer;

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
  { question: 'is the gold hallmark certified', answers: [`${TERMS}products`, `${ABOUT}about-goals`] },
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
  { question: 'pls delete my data', answers: [`${PRIVACY}your-rights`] },
  { question: 'will you send me marketing sms', answers: [`${PRIVACY}how-we-use-it`] },
  // More of the above, as typed
  { question: 'kitne din me delivery', answers: [`${DELIVERY}dispatch-times`, `${TERMS}payment-delivery`] },
  { question: 'order kab tak aayega', answers: [`${DELIVERY}dispatch-times`, `${TERMS}payment-delivery`] },
  { question: 'delivery charges kitna hai', answers: [`${DELIVERY}delivery-charges`] },
  { question: 'free shipping?', answers: [`${DELIVERY}delivery-charges`] },
  { question: 'do u deliver all over india', answers: [`${DELIVERY}delivery-charges`, `${ABOUT}about-goals`] },
  { question: 'gpay accepted?', answers: [`${FAQ}payment-methods`, `${DELIVERY}payment-methods`] },
  { question: 'cash on delivery available', answers: [`${FAQ}payment-methods`, `${DELIVERY}payment-methods`] },
  {
    question: 'emi on debit card?',
    answers: [`${DELIVERY}payment-methods`, `${FAQ}payment-methods`, `${TERMS}payment-delivery`],
  },
  { question: 'is paying by upi safe', answers: [`${DELIVERY}payment-security`, `${FAQ}payment-methods`] },
  { question: 'track order', answers: [`${DELIVERY}tracking`] },
  { question: 'paisa wapas kab milega', answers: [`${RETURNS}refunds`] },
  { question: 'exchange policy', answers: [`${RETURNS}how-to`, `${RETURNS}condition`] },
  { question: 'return kaise kare', answers: [`${RETURNS}how-to`] },
  { question: 'order cancel karna hai', answers: [`${FAQ}cancel-order`, `${RETURNS}cancellation`, `${TERMS}orders`] },
  {
    question: 'parcel seal was broken',
    answers: [`${DELIVERY}tracking`, `${DELIVERY}damage`, `${FAQ}damaged-delivery`],
  },
  // Contact and hours
  { question: 'shop timings', answers: [`${CONTACT}hours`, `${CONTACT}visit`] },
  { question: 'what time does your store open', answers: [`${CONTACT}visit`, `${CONTACT}hours`] },
  { question: 'are you open on sunday', answers: [`${CONTACT}hours`, `${CONTACT}visit`] },
  { question: 'customer care number', answers: [`${CONTACT}phone-email`] },
  { question: 'phone number pls', answers: [`${CONTACT}phone-email`] },
  { question: 'helpline no', answers: [`${CONTACT}phone-email`] },
  { question: 'what is your email id', answers: [`${CONTACT}phone-email`] },
  { question: 'how can i contact you', answers: [`${CONTACT}phone-email`, `${CONTACT}hours`] },
  { question: 'whr is ur store', answers: [`${CONTACT}visit`] },
  { question: 'where are you located', answers: [`${CONTACT}visit`] },
  { question: 'store address', answers: [`${CONTACT}visit`] },
  { question: 'can i visit your showroom', answers: [`${CONTACT}visit`] },
  { question: 'till what time is chat support available', answers: [`${CONTACT}hours`] },
  { question: 'do you reply at night', answers: [`${CONTACT}hours`] },
  // The shop itself
  { question: 'r ur diamonds real', answers: [`${TERMS}products`, `${ABOUT}about-goals`, `${ABOUT}about-story`] },
  {
    question: 'is it natural diamond or lab grown',
    answers: [`${TERMS}products`, `${ABOUT}about-goals`, `${ABOUT}about-story`],
  },
  { question: 'bis hallmark gold?', answers: [`${TERMS}products`, `${ABOUT}about-goals`] },
  {
    question: 'does the diamond come with a certificate',
    answers: [`${ABOUT}about-care`, `${TERMS}products`, `${ABOUT}about-goals`],
  },
  { question: 'who founded lumen jewels', answers: [`${ABOUT}about-people`, `${ABOUT}about-story`] },
  { question: 'who is the owner', answers: [`${ABOUT}about-people`] },
  { question: 'who makes your jewellery', answers: [`${ABOUT}about-story`, `${ABOUT}about-people`] },
  { question: 'where is your jewellery made', answers: [`${ABOUT}about-story`] },
  { question: 'is your jewellery handmade', answers: [`${ABOUT}about-story`] },
  { question: 'tell me about your company', answers: [`${ABOUT}about-story`] },
  { question: 'do you give free cleaning', answers: [`${ABOUT}about-care`, `${ABOUT}about-goals`] },
  { question: 'lifetime maintenance', answers: [`${ABOUT}about-care`, `${ABOUT}about-goals`] },
  // Sizes
  { question: 'ring sise', answers: [RING_SIZER] },
  { question: 'how to measure ring size at home', answers: [RING_SIZER] },
  { question: 'what is my ring size', answers: [RING_SIZER] },
  { question: 'indian ring size chart', answers: [RING_SIZER] },
  { question: 'us size 7 in indian size', answers: [RING_SIZER] },
  { question: 'printable ring sizer', answers: [RING_SIZER] },
  {
    question: 'can i resize my ring',
    answers: [`${ABOUT}about-care`, `${ABOUT}about-goals`, RING_SIZER, `${RETURNS}customised-items`],
  },
  {
    question: 'ring too tight, free resizing?',
    answers: [`${ABOUT}about-care`, `${ABOUT}about-goals`, RING_SIZER, `${RETURNS}customised-items`],
  },
];
