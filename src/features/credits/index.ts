export { methodName } from './method-name';
export { PaymentMethodMark } from './payment-method-mark';
