export { $step as $phoneStep } from './model';
export { PhoneForm } from './ui/phone-form';
export { SmsStep } from './ui/sms-step';
