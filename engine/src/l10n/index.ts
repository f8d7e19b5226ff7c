export { t, fill, argumentNames, useCatalogue, type Catalogue, type MessageArgs } from './t';
