/** /careers/applied: where an application sent without JavaScript lands (POST /careers/<id> → 303). */
export { default } from './contact-sent';
