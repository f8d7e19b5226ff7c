export { t, list, fill, argumentNames, useCatalogue, type Catalogue, type MessageArgs } from './t';
