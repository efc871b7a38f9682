export {
  ContactForm,
  type ContactFormField,
  type ContactFormProps,
  type ContactFormValues,
} from './ContactForm';
