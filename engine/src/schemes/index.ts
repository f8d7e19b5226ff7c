/** RFC 1738 section 5 by scheme: each Grammar's module (see the header of each for the productions it holds). */
import type { Grammar } from '../types';
import { file } from './file';
import { ftp } from './ftp';
import { generic, ip } from './generic';
import { gopher } from './gopher';
import { http } from './http';
import { mailto } from './mailto';
import { news } from './news';
import { nntp } from './nntp';
import { prospero } from './prospero';
import type { SchemeGrammar } from './scheme';
import { telnet } from './telnet';
import { wais } from './wais';

export const GRAMMARS: Readonly<Record<Grammar, SchemeGrammar>> = { ftp, http, gopher, mailto, news, nntp, telnet, wais, file, prospero, ip, generic };
