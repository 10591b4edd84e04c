/* The library's description of its own interface (api.h): native.py builds
 * its ctypes structures from core_field and refuses a library whose sizes or
 * offsets differ from what ctypes computes. */
#include <stddef.h>

#include "core.h"

typedef struct {
    const char *name;
    int32_t kind, offset, count;
} Field;

#define CORE_DESCRIBE_CALL(kind, name, count) {#name, CORE_##kind, offsetof(CoreCall, name), count},
#define CORE_DESCRIBE_OUTCOME(kind, name, count) \
    {#name, CORE_##kind, offsetof(CoreOutcome, name), count},
#define CORE_DESCRIBE_OPTION(field, member) \
    {#field, CORE_OPTION, offsetof(CoreCall, field), 1},
static const Field call_fields[] = {CORE_CALL_FIELDS(CORE_DESCRIBE_CALL)
                                        CORE_RULE_OPTIONS(CORE_DESCRIBE_OPTION)};
static const Field outcome_fields[] = {CORE_OUTCOME_FIELDS(CORE_DESCRIBE_OUTCOME)};

CORE_API int32_t core_abi(void) { return CORE_ABI; }

CORE_API int32_t core_size(int32_t which) {
    if (which == CORE_CALL) return (int32_t)sizeof(CoreCall);
    if (which == CORE_OUTCOME) return (int32_t)sizeof(CoreOutcome);
    return 0;
}

CORE_API int32_t core_field(int32_t which, int32_t index, const char **name, int32_t *kind,
                            int32_t *offset, int32_t *count) {
    const Field *fields = which == CORE_CALL ? call_fields : outcome_fields;
    int n = which == CORE_CALL      ? (int)(sizeof call_fields / sizeof *call_fields)
            : which == CORE_OUTCOME ? (int)(sizeof outcome_fields / sizeof *outcome_fields)
                                    : 0;
    if (index < 0 || index >= n) return 0;
    *name = fields[index].name;
    *kind = fields[index].kind;
    *offset = fields[index].offset;
    *count = fields[index].count;
    return 1;
}

void core_read_rules(const CoreCall *c, Rules *r) {
    r->trump = c->trump[0];
    r->target = c->target[0];
    r->loser_line = c->loser_line[0];
    r->last_bonus = c->last_trick_bonus[0];
    r->closing = c->closing[0];
    r->exchange_rank = c->exchange_rank[0];
    r->marriage = c->marriage_value[0];
    r->trump_marriage = c->trump_marriage_value[0];
#define CORE_READ_OPTION(field, member) r->member = c->field[0];
    CORE_RULE_OPTIONS(CORE_READ_OPTION)
#undef CORE_READ_OPTION
}
