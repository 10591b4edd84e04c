/* What the units of the library share besides the rules (rules.h). */
#ifndef SIXTYSIX_CORE_H
#define SIXTYSIX_CORE_H

#include "api.h"
#include "rules.h"

/* The rule numbers of a call (CoreCall's first fields) as the searches read them. */
void core_read_rules(const CoreCall *call, Rules *r);

#endif
